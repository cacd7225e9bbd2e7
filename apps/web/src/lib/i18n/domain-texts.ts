// The domain's Arabic that the public pages need; the portals register the rest (app/providers.tsx).
import '@ctp/domain/arabic-common';
import { inLanguage, translateText, type Translation } from '@ctp/domain/translations';
import { useLanguage } from './language';

/**
 * The domain's own tables (spec 8's texts, statuses' labels) in the reader's language:
 * `const labels = useDomainTable(ORDER_STATUS_LABELS)`; `labels[order.status]`.
 */
export function useDomainTable<T extends object>(table: T): Translation<T> {
  return inLanguage(table, useLanguage());
}

/** A text that arrives in English (a validation message, a server's message) in the reader's language. */
export function useTranslateText(): (english: string) => string {
  const language = useLanguage();
  return (english) => translateText(english, language);
}
