import { defineTexts } from '@/lib/i18n/texts';

export const advisoryPageTexts = defineTexts(
  'site.page.advisory',
  {
    eyebrow: 'Mining Project Advisory',
    titleStart: 'Advisory for mines, governments and',
    titleHighlight: 'strategic capital',
    lead: 'Digital twins, ESG and AI forecasting, and national resource valuation: independent advice that turns mineral assets into well-run, investable businesses.',
  },
  {
    eyebrow: 'استشارات مشاريع التعدين',
    titleStart: 'استشارات للمناجم والحكومات',
    titleHighlight: 'ورؤوس الأموال الاستراتيجية',
    lead: 'التوائم الرقمية، والتنبؤ المدعوم بمعايير ESG والذكاء الاصطناعي، وتقييم الموارد الوطنية: مشورة مستقلة تحوّل الأصول المعدنية إلى أعمال حسنة الإدارة وجاذبة للاستثمار.',
  },
);
