import { defineTexts } from '@/lib/i18n/texts';

/** The Market Intelligence board's group headings (PRICE_GROUPS). */
export const marketBoardTexts = defineTexts(
  'market-board',
  {
    groups: { metals: 'Metals', energy: 'Energy', fx: 'Currency' },
  },
  {
    groups: { metals: 'المعادن', energy: 'الطاقة', fx: 'العملات' },
  },
);
