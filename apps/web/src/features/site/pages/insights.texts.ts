import { defineTexts } from '@/lib/i18n/texts';

export const insightsPageTexts = defineTexts(
  'site.page.insights',
  {
    eyebrow: 'Market Intelligence',
    titleStart: 'Decision-grade intelligence for',
    titleHighlight: 'commodity markets',
    lead: 'Live prices, short-term forecasts, geopolitical alerts and a weekly brief from our proprietary analytics platform, built for people who trade gold, energy and currency risk.',
    access: 'Access Market Intelligence',
    compare: 'Compare Packages',
  },
  {
    eyebrow: 'معلومات السوق',
    titleStart: 'معلومات تُبنى عليها القرارات في',
    titleHighlight: 'أسواق السلع',
    lead: 'أسعار لحظية، وتوقعات قصيرة الأجل، وتنبيهات جيوسياسية، وموجز أسبوعي من منصة التحليلات الخاصة بنا، صُمّمت لمن يتداولون الذهب والطاقة ويديرون مخاطر العملات.',
    access: 'الوصول إلى معلومات السوق',
    compare: 'قارن الباقات',
  },
);
