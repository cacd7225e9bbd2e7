import { defineTexts } from '@/lib/i18n/texts';

/** The frame of every public page: the navigation bar and the footer (spec 2.3, 2.4). */
export const frameTexts = defineTexts(
  'site.frame',
  {
    nav: {
      label: 'Main',
      links: {
        about: 'About',
        gold: 'Gold Trading',
        fuel: 'Fuel Trading',
        insights: 'Market Intelligence',
        streaming: 'Streaming & Royalty',
        advisory: 'Advisory',
        contact: 'Contact',
      },
      portal: 'User Portal',
      openMenu: 'Open menu',
      closeMenu: 'Close menu',
      home: '{{brand}}, home',
    },
    footer: {
      services: 'Services',
      links: {
        about: 'About Us',
        gold: 'Gold Trading',
        fuel: 'Fuel Trading',
        insights: 'Market Intelligence',
        streaming: 'Streaming & Royalty',
        advisory: 'Advisory',
      },
      contact: 'Contact',
      hours: '{{days}}, {{hours}} ({{timeZone}})',
      copyright: '© {{year}} {{brand}}. All rights reserved.',
      verifyContract: 'Verify a contract',
      social: '{{name}}: contact us for our {{name}} profile',
    },
  },
  {
    nav: {
      label: 'القائمة الرئيسية',
      links: {
        about: 'من نحن',
        gold: 'تجارة الذهب',
        fuel: 'تجارة الوقود',
        insights: 'معلومات السوق',
        streaming: 'تدفّق المعادن والإتاوات',
        advisory: 'الاستشارات',
        contact: 'اتصل بنا',
      },
      portal: 'بوابة المستخدم',
      openMenu: 'فتح القائمة',
      closeMenu: 'إغلاق القائمة',
      home: '{{brand}}، الصفحة الرئيسية',
    },
    footer: {
      services: 'الخدمات',
      links: {
        about: 'من نحن',
        gold: 'تجارة الذهب',
        fuel: 'تجارة الوقود',
        insights: 'معلومات السوق',
        streaming: 'تدفّق المعادن والإتاوات',
        advisory: 'الاستشارات',
      },
      contact: 'التواصل',
      hours: '{{days}}، {{hours}} ({{timeZone}})',
      copyright: '© {{year}} {{brand}}. جميع الحقوق محفوظة.',
      verifyContract: 'التحقق من عقد',
      social: '{{name}}: تواصل معنا للاطلاع على حسابنا على {{name}}',
    },
  },
);

/** The building blocks of the content pages: hero, figures, steps and the live prices sections. */
export const partsTexts = defineTexts(
  'site.parts',
  {
    hero: { highlights: 'Highlights' },
    step: 'Step {{number}}',
    companyStats: [
      'Global offices across six continents',
      'Monthly trading volume',
      'Global partners and mandate ecosystem members',
      'Support for active trades',
    ],
    goldPrice: {
      eyebrow: 'Live market',
      title: 'Live Gold Price',
      lead: 'Spot gold against the US dollar, refreshed every 30 seconds, with its history over the period you choose.',
      card: 'Gold spot (XAU/USD)',
    },
    dashboard: {
      eyebrow: 'Live dashboard',
      title: 'Live Market Dashboard',
      lead: "The three markets that move our clients' books, refreshed every 30 seconds.",
      instrument: 'Chart instrument',
    },
  },
  {
    hero: { highlights: 'أبرز النقاط' },
    step: 'الخطوة {{number}}',
    companyStats: [
      'مكاتب عالمية في ست قارات',
      'حجم التداول الشهري',
      'شريكًا عالميًا وعضوًا في منظومة التفويضات',
      'دعم للصفقات الجارية',
    ],
    goldPrice: {
      eyebrow: 'السوق مباشرة',
      title: 'سعر الذهب المباشر',
      lead: 'سعر الذهب الفوري مقابل الدولار الأمريكي، يُحدَّث كل 30 ثانية، مع سجلّه للفترة التي تختارها.',
      card: 'الذهب الفوري مقابل الدولار',
    },
    dashboard: {
      eyebrow: 'لوحة مباشرة',
      title: 'لوحة الأسواق المباشرة',
      lead: 'الأسواق الثلاثة التي تحرّك محافظ عملائنا، تُحدَّث كل 30 ثانية.',
      instrument: 'أداة الرسم البياني',
    },
  },
);
