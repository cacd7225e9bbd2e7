import type { Language } from '@ctp/domain/languages';
import { currentLocale } from '@/lib/i18n/language';

/**
 * The trend's x axis in the reader's language: the server names its buckets in English ('Oct 2026', 'Nov 21'), so in
 * Arabic each label is written again from the bucket's first day. English keeps the server's labels.
 */
export function localizedTrend<T extends { start: string; label: string }>(points: T[], bucket: 'day' | 'week' | 'month', language: Language): T[] {
  if (language === 'en') return points;
  const format = new Intl.DateTimeFormat(
    currentLocale(),
    bucket === 'month' ? { month: 'short', year: 'numeric', timeZone: 'UTC' } : { day: 'numeric', month: 'short', timeZone: 'UTC' },
  );
  return points.map((point) => ({ ...point, label: format.format(new Date(`${point.start.slice(0, 10)}T00:00:00.000Z`)) }));
}
