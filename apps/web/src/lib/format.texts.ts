import { defineTexts } from './i18n/texts';

/** The words format.ts writes itself. */
export const formatTexts = defineTexts(
  'format',
  { justNow: 'just now', roles: { trader: 'Trader', seller: 'Seller', admin: 'Administrator' } },
  { justNow: 'الآن', roles: { trader: 'متداول', seller: 'بائع', admin: 'مسؤول النظام' } },
);
