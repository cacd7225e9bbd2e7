import { INSTRUMENTS_AR } from '@ctp/domain/arabic-common';
import { PRICE_INSTRUMENTS, PRICE_SYMBOLS, type PriceSymbol } from '@ctp/domain/price-constants';
import { defineTexts } from '@/lib/i18n/texts';

type InstrumentWords = Record<PriceSymbol, { name: string; unit: string }>;
// The instruments' words come from the one symbol table (and its Arabic), so a new symbol is named everywhere at once.
function instrumentWords(words: Readonly<Record<PriceSymbol, { name: string; unit: string }>>): InstrumentWords {
  return Object.fromEntries(PRICE_SYMBOLS.map((symbol) => [symbol, { name: words[symbol].name, unit: words[symbol].unit }])) as InstrumentWords;
}

export const marketsTexts = defineTexts(
  'markets',
  {
    trend: { up: 'Up', down: 'Down', flat: 'Unchanged' },
    liveGoldPrice: 'Live Gold Price',
    priceHistory: '{{name}} price history',
    chartBy: 'Chart by',
    chartCredit: 'TradingView Lightweight Charts',
    chartSummary: '{{name}}, {{period}}: {{first}} on {{firstDate}} to {{last}} on {{lastDate}}',
    instruments: instrumentWords(PRICE_INSTRUMENTS),
    closesUpTo_one: 'Daily closes up to {{date}} (1 day old)',
    closesUpTo_other: 'Daily closes up to {{date}} ({{count}} days old)',
    closesUpToToday: 'Daily closes up to {{date}} (today)',
  },
  {
    trend: { up: 'ارتفاع', down: 'انخفاض', flat: 'دون تغيير' },
    liveGoldPrice: 'سعر الذهب المباشر',
    priceHistory: 'سجل أسعار {{name}}',
    chartBy: 'الرسم البياني من',
    chartCredit: 'مكتبة TradingView Lightweight Charts',
    chartSummary: '{{name}}، {{period}}: من {{first}} في {{firstDate}} إلى {{last}} في {{lastDate}}',
    instruments: instrumentWords(INSTRUMENTS_AR),
    closesUpTo_zero: 'أسعار الإغلاق اليومية حتى {{date}} (منذ أقل من يوم)',
    closesUpTo_one: 'أسعار الإغلاق اليومية حتى {{date}} (منذ يوم واحد)',
    closesUpTo_two: 'أسعار الإغلاق اليومية حتى {{date}} (منذ يومين)',
    closesUpTo_few: 'أسعار الإغلاق اليومية حتى {{date}} (منذ {{count}} أيام)',
    closesUpTo_many: 'أسعار الإغلاق اليومية حتى {{date}} (منذ {{count}} يوماً)',
    closesUpTo_other: 'أسعار الإغلاق اليومية حتى {{date}} (منذ {{count}} يوم)',
    closesUpToToday: 'أسعار الإغلاق اليومية حتى {{date}} (اليوم)',
  },
);
