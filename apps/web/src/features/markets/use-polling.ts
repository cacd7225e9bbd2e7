import { useEffect, useRef, useState } from 'react';

export interface PollingState<T> {
  /** The last value loaded for the current key; kept while a later refresh fails. */
  data: T | undefined;
  /** The last failure, cleared by the next success. */
  error: Error | undefined;
  loading: boolean;
}

interface Settled<T> {
  key: string;
  data: T | undefined;
  error: Error | undefined;
}

/**
 * Loads now and then every `intervalMs` (null: once), with fetch's AbortController: a new load or
 * leaving the page cancels the one in flight. A refresh is skipped while the tab is hidden. A new `key`
 * (say, another chart period) starts over: until it loads, data is undefined and loading is true.
 */
export function usePolling<T>(load: (signal: AbortSignal) => Promise<T>, intervalMs: number | null, key = ''): PollingState<T> {
  const [settled, setSettled] = useState<Settled<T> | undefined>(undefined);
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });

  useEffect(() => {
    let controller: AbortController | undefined;
    const run = () => {
      controller?.abort();
      const current = new AbortController();
      controller = current;
      loadRef.current(current.signal).then(
        (data) => {
          if (!current.signal.aborted) setSettled({ key, data, error: undefined });
        },
        (error: unknown) => {
          if (current.signal.aborted) return;
          const failure = error instanceof Error ? error : new Error(String(error));
          setSettled((previous) => ({ key, data: previous?.key === key ? previous.data : undefined, error: failure }));
        },
      );
    };
    run();
    const timer =
      intervalMs === null
        ? undefined
        : setInterval(() => {
            if (typeof document === 'undefined' || document.visibilityState !== 'hidden') run();
          }, intervalMs);
    return () => {
      clearInterval(timer);
      controller?.abort();
    };
  }, [intervalMs, key]);

  if (!settled || settled.key !== key) return { data: undefined, error: undefined, loading: true };
  return { data: settled.data, error: settled.error, loading: false };
}
