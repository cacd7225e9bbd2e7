// The domain's Arabic that the public pages need; the portals register the rest (app/providers.tsx).
import '@ctp/domain/arabic-common';
import { inLanguage, translateLines, type Translation } from '@ctp/domain/translations';
import { useLanguage } from './language';

/**
 * The domain's own tables (spec 8's texts, statuses' labels) in the reader's language:
 * `const labels = useDomainTable(ORDER_STATUS_LABELS)`; `labels[order.status]`.
 */
export function useDomainTable<T extends object>(table: T): Translation<T> {
  return inLanguage(table, useLanguage());
}

/**
 * A text that arrives in English (a validation message, a server's message, an activity entry or a notification the
 * server stored) in the reader's language. A text of several lines that is not known whole (the weekly brief) is read
 * line by line; an unknown text comes back unchanged.
 */
export function useTranslateText(): (english: string) => string {
  const language = useLanguage();
  return (english) => translateLines(english, language);
}
