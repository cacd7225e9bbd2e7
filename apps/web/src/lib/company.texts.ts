import { defineTexts } from '@/lib/i18n/texts';

/** The company's facts in words (spec 1, 2.4, 2.12): tagline, blurb, the head office's address and the business hours. */
export const companyTexts = defineTexts(
  'company',
  {
    tagline: 'Your Global Gateway to Commodity Trading, Intelligence and Investment',
    blurb:
      'An Oman-based investment company trading gold and fuel, delivering market intelligence, ' +
      'and financing mining projects through streaming, royalty and advisory mandates.',
    headOffice: {
      building: 'Muscat Grand Tower, Level 7',
      street: 'Sultan Qaboos Street, Al Khuwair',
      city: 'Muscat',
      country: 'Sultanate of Oman',
      poBoxLine: 'P.O. Box {{poBox}}, PC {{postalCode}}',
      cityLine: '{{city}}, {{country}}',
    },
    businessHours: {
      days: 'Sunday to Thursday',
      hours: '8:00 AM to 6:00 PM',
      activeTradeSupport: '24/7 support for active trades',
    },
  },
  {
    tagline: 'بوابتك العالمية إلى تجارة السلع ومعلومات السوق والاستثمار',
    blurb:
      'شركة استثمارية مقرّها سلطنة عُمان، تتاجر بالذهب والوقود، وتقدّم معلومات السوق، ' +
      'وتموّل مشاريع التعدين عبر اتفاقيات تدفّق المعادن والإتاوات والتفويضات الاستشارية.',
    headOffice: {
      building: 'برج مسقط الكبير، الطابق السابع',
      street: 'شارع السلطان قابوس، الخوير',
      city: 'مسقط',
      country: 'سلطنة عُمان',
      poBoxLine: 'ص.ب. {{poBox}}، الرمز البريدي {{postalCode}}',
      cityLine: '{{city}}، {{country}}',
    },
    businessHours: {
      days: 'من الأحد إلى الخميس',
      hours: 'من 8:00 صباحًا حتى 6:00 مساءً',
      activeTradeSupport: 'دعم على مدار الساعة طوال أيام الأسبوع للصفقات الجارية',
    },
  },
);
