import { defineTexts } from '@/lib/i18n/texts';

/** The landing story's scenes (spec 2.5): the first words a visitor reads. */
export const landingTexts = defineTexts(
  'site.landing',
  {
    tagline: {
      eyebrow: 'Gold · Fuel · Intelligence · Investment',
      headlineStart: 'Your Global Gateway to Commodity',
      headlineEnd: 'Trading, Intelligence and Investment',
      lead: 'An investment company based in Oman, trading physical gold and fuel, publishing market intelligence and financing mining projects, on one proprietary analytics platform.',
    },
    statistics: {
      eyebrow: 'By the numbers',
      heading: 'A global desk, built for scale',
      labels: ['Global Offices', 'Monthly Volume', 'Partner and Mandate Ecosystem'],
    },
    pillars: {
      eyebrow: 'What we do',
      heading: 'Three pillars, one platform',
      items: [
        {
          title: 'Trade Execution',
          summary:
            'Physical gold and fuel, matched and closed: spot and contract deals on CIF and FOB terms, Brinks-secured bullion delivery, and EN590, Jet A1 and crude cargoes through Fujairah, Rotterdam and Houston.',
          links: ['Gold Trading', 'Fuel Trading'],
        },
        {
          title: 'Commodity Market Intelligence',
          summary:
            'Live gold, crude oil and USD index prices, 3-day forecasts, geopolitical alerts and a weekly brief, drawn from our proprietary analytics platform.',
          links: ['Market Intelligence'],
        },
        {
          title: 'Commodity Investment',
          summary:
            'Streaming and royalty finance for mining projects, from $5M to $500M of development capital, with investor tickets from $1M and advisory backed by ESG and AI models.',
          links: ['Streaming & Royalty', 'Advisory'],
        },
      ],
    },
    callToAction: {
      eyebrow: 'Client portal',
      heading: 'Ready to Transform Your Trading?',
      body: 'Open an account to request trades, follow matches and contracts, and keep every document in one secure place.',
      start: 'Start Trading Now',
      speak: 'Speak to our desk',
    },
    scrollHint: 'SCROLL DOWN',
  },
  {
    tagline: {
      eyebrow: 'الذهب · الوقود · معلومات السوق · الاستثمار',
      headlineStart: 'بوابتك العالمية إلى تجارة السلع',
      headlineEnd: 'ومعلومات السوق والاستثمار',
      lead: 'شركة استثمارية مقرّها سلطنة عُمان، تتاجر بالذهب والوقود في أسواقهما الفعلية، وتنشر معلومات السوق، وتموّل مشاريع التعدين، وكل ذلك عبر منصة تحليلية واحدة طوّرتها بنفسها.',
    },
    statistics: {
      eyebrow: 'بالأرقام',
      heading: 'مكتب تداول عالمي، مهيّأ للأحجام الكبيرة',
      labels: ['مكاتب حول العالم', 'حجم التداول الشهري', 'شريكًا ووكيلًا في منظومتنا'],
    },
    pillars: {
      eyebrow: 'ما نقدّمه',
      heading: 'ثلاث ركائز، ومنصة واحدة',
      items: [
        {
          title: 'تنفيذ الصفقات',
          summary:
            'صفقات فعلية في الذهب والوقود، من المطابقة حتى الإغلاق: صفقات فورية وتعاقدية بشروط CIF وFOB، وتسليم السبائك بتأمين Brinks، وشحنات EN590 وJet A1 والنفط الخام عبر الفجيرة وروتردام وهيوستن.',
          links: ['تجارة الذهب', 'تجارة الوقود'],
        },
        {
          title: 'معلومات أسواق السلع',
          summary:
            'أسعار مباشرة للذهب والنفط الخام ومؤشر الدولار الأمريكي، وتوقعات لثلاثة أيام، وتنبيهات جيوسياسية، وموجز أسبوعي، تستند جميعها إلى منصة التحليلات الخاصة بنا.',
          links: ['معلومات السوق'],
        },
        {
          title: 'الاستثمار في السلع',
          summary:
            'تمويل مشاريع التعدين عبر اتفاقيات تدفّق المعادن والإتاوات، برأس مال تطويري من 5 ملايين إلى 500 مليون دولار، وحصص للمستثمرين تبدأ من مليون دولار، مع استشارات مدعومة بنماذج ESG والذكاء الاصطناعي.',
          links: ['تدفّق المعادن والإتاوات', 'الاستشارات'],
        },
      ],
    },
    callToAction: {
      eyebrow: 'بوابة العملاء',
      heading: 'هل أنت مستعد للارتقاء بتداولاتك؟',
      body: 'افتح حسابًا لتقديم طلبات التداول، ومتابعة المطابقات والعقود، وحفظ جميع مستنداتك في مكان واحد آمن.',
      start: 'ابدأ التداول الآن',
      speak: 'تحدّث إلى مكتب التداول',
    },
    scrollHint: 'مرّر إلى الأسفل',
  },
);
