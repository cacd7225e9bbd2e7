import { defineTexts } from '@/lib/i18n/texts';

export const insightsTexts = defineTexts(
  'site.section.insights',
  {
    features: {
      eyebrow: 'Capabilities',
      title: 'Intelligence that moves with the market',
      lead: 'Six tools that turn data into a view you can trade on.',
      items: [
        { title: '3-Day Forecasts', body: 'Short-horizon price forecasts for gold, crude and the dollar, each with a stated confidence level.' },
        { title: 'Geopolitical Alerts', body: 'Events that move supply and risk, flagged as they happen and rated high, medium or low impact.' },
        { title: 'Weekly Brief', body: 'One concise read each week on what moved the markets, what to watch and what it means for your book.' },
        { title: 'Sentiment Analysis', body: 'Positioning and news sentiment, distilled into a clear read of where the market is leaning.' },
        { title: 'Global Market Sync', body: 'Prices and events from the major trading centres, brought together in one consistent view.' },
        { title: 'Historical Analytics', body: 'Long price histories and seasonal patterns to test ideas before you commit capital.' },
      ],
    },
    packages: {
      eyebrow: 'Packages',
      title: 'Choose your intelligence package',
      lead: 'Start with the essentials, or bring the full suite to your desk.',
      recommended: 'Recommended',
      basic: {
        name: 'Basic',
        summary: 'Essential market visibility for active traders.',
        features: ['Live spot prices', 'Basic charts', 'Daily updates'],
        action: 'Get Started',
      },
      enterprise: {
        name: 'Enterprise',
        summary: 'The full intelligence suite for trading desks and institutions.',
        features: [
          'All Basic features',
          '3-day forecasts',
          'Geopolitical alerts',
          'Weekly brief',
          'Custom analytics',
          'API access',
          'Dedicated support',
        ],
        action: 'Contact Sales',
      },
    },
    cta: {
      title: 'See the markets the way our desk does',
      body: 'Sign in to the client portal for live prices, forecasts and alerts alongside your trades.',
      access: 'Access Market Intelligence',
    },
  },
  {
    features: {
      eyebrow: 'القدرات',
      title: 'معلومات تتحرّك مع السوق',
      lead: 'ست أدوات تحوّل البيانات إلى رؤية يمكنك التداول على أساسها.',
      items: [
        { title: 'توقعات لثلاثة أيام', body: 'توقعات سعرية قصيرة المدى للذهب والنفط الخام والدولار، مع مستوى ثقة مُعلَن لكلٍّ منها.' },
        { title: 'تنبيهات جيوسياسية', body: 'أحداث تؤثّر في الإمدادات والمخاطر، تُرصد لحظة وقوعها وتُصنَّف حسب أثرها: مرتفع أو متوسط أو منخفض.' },
        { title: 'الموجز الأسبوعي', body: 'قراءة موجزة كل أسبوع لما حرّك الأسواق، وما ينبغي مراقبته، وما يعنيه ذلك لمحفظتك.' },
        { title: 'تحليل المعنويات', body: 'مراكز المتداولين ومعنويات الأخبار، مُختصرة في قراءة واضحة لاتجاه ميل السوق.' },
        { title: 'تزامن الأسواق العالمية', body: 'أسعار وأحداث من مراكز التداول الكبرى، مجمّعة في عرض واحد متّسق.' },
        { title: 'التحليلات التاريخية', body: 'سجلات أسعار طويلة وأنماط موسمية لاختبار أفكارك قبل أن تلتزم برأس المال.' },
      ],
    },
    packages: {
      eyebrow: 'الباقات',
      title: 'اختر باقة المعلومات المناسبة لك',
      lead: 'ابدأ بالأساسيات، أو احصل على الحزمة الكاملة لمكتبك.',
      recommended: 'موصى بها',
      basic: {
        name: 'الأساسية',
        summary: 'رؤية أساسية للسوق للمتداولين النشطين.',
        features: ['أسعار فورية لحظية', 'رسوم بيانية أساسية', 'تحديثات يومية'],
        action: 'ابدأ الآن',
      },
      enterprise: {
        name: 'المؤسسية',
        summary: 'الحزمة الكاملة من معلومات السوق لمكاتب التداول والمؤسسات.',
        features: [
          'جميع ميزات الباقة الأساسية',
          'توقعات لثلاثة أيام',
          'تنبيهات جيوسياسية',
          'الموجز الأسبوعي',
          'تحليلات مخصّصة',
          'الوصول عبر API',
          'دعم مخصّص',
        ],
        action: 'تواصل مع المبيعات',
      },
    },
    cta: {
      title: 'شاهد الأسواق كما يراها مكتبنا',
      body: 'سجّل الدخول إلى بوابة العملاء للاطّلاع على الأسعار اللحظية والتوقعات والتنبيهات إلى جانب صفقاتك.',
      access: 'الوصول إلى معلومات السوق',
    },
  },
);
