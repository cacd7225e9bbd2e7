import { defineTexts } from '@/lib/i18n/texts';

export const priceAlertsTexts = defineTexts(
  'price-alerts',
  {
    symbol: 'Symbol',
    condition: 'Condition',
    level: 'Level',
  },
  {
    symbol: 'الرمز',
    condition: 'الشرط',
    level: 'المستوى',
  },
);
