import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list's page and filters held in the URL's query string (?status=active&page=2), so a reload, the
 * back button and a shared link all keep them. Changing a filter goes back to page 1.
 */
export function useListParams<K extends string>(keys: readonly K[]) {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1);
  const values = Object.fromEntries(keys.map((key) => [key, searchParams.get(key) ?? ''])) as Record<K, string>;

  const update = useCallback(
    (changes: Partial<Record<K | 'page', string | number | null>>) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes) as [string, string | number | null | undefined][]) {
            if (value === null || value === undefined || value === '' || (key === 'page' && Number(value) <= 1)) next.delete(key);
            else next.set(key, String(value));
          }
          if (!('page' in changes)) next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );

  return { page, values, update, searchParams };
}
