import { defineTexts } from '@/lib/i18n/texts';

/** The charts' series and the headings of their text alternative. */
export const chartTexts = defineTexts(
  'charts',
  { period: 'Period', volume: 'Volume', trades: 'Trades', category: 'Category', share: 'Share' },
  { period: 'الفترة', volume: 'الحجم', trades: 'الصفقات', category: 'الفئة', share: 'الحصة' },
);
