import { defineTexts } from '@/lib/i18n/texts';

export const marketsTexts = defineTexts(
  'markets',
  {
    trend: { up: 'Up', down: 'Down', flat: 'Unchanged' },
    liveGoldPrice: 'Live Gold Price',
    priceHistory: '{{name}} price history',
    chartBy: 'Chart by',
    chartCredit: 'TradingView Lightweight Charts',
    chartSummary: '{{name}}, {{period}}: {{first}} on {{firstDate}} to {{last}} on {{lastDate}}',
    instruments: {
      XAU: { name: 'Gold', unit: 'per troy ounce' },
      BRENT: { name: 'Crude Oil (Brent)', unit: 'per barrel' },
      DXY: { name: 'USD Index', unit: 'index points' },
    },
  },
  {
    trend: { up: 'ارتفاع', down: 'انخفاض', flat: 'دون تغيير' },
    liveGoldPrice: 'سعر الذهب المباشر',
    priceHistory: 'سجل أسعار {{name}}',
    chartBy: 'الرسم البياني من',
    chartCredit: 'مكتبة TradingView Lightweight Charts',
    chartSummary: '{{name}}، {{period}}: من {{first}} في {{firstDate}} إلى {{last}} في {{lastDate}}',
    instruments: {
      XAU: { name: 'الذهب', unit: 'للأونصة التروية' },
      BRENT: { name: 'النفط الخام (برنت)', unit: 'للبرميل' },
      DXY: { name: 'مؤشر الدولار الأمريكي', unit: 'نقاط المؤشر' },
    },
  },
);
