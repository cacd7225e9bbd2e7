import { defineTexts } from '@/lib/i18n/texts';

/** What Market Intelligence says about the caller's plan: the upgrade panel of Basic users, the plan of Enterprise ones. */
export const enterprisePlanTexts = defineTexts(
  'market-intelligence-plan',
  {
    loading: 'Loading your plan...',
    loadFailed: 'Failed to load your plan',
    upgrade: {
      heading: 'Forecasts, weekly brief and API access',
      lead: 'Part of the Enterprise package, which our desk grants to a company.',
      plan: 'Your plan: Basic',
      adds: 'What Enterprise adds for every user of your company:',
      features: [
        "3-day forecasts of every metal, energy and currency price on this tab, with a 95% range and the model's confidence",
        'The weekly market brief, every Monday at 06:00 Muscat time once you switch it on in Settings',
        'Personal API tokens: read-only access to prices and to your own orders and deals',
      ],
      featuresLabel: 'What Enterprise adds',
      stays: 'Live prices, charts, price alerts and geopolitical alerts stay free on Basic.',
      awaiting: '{{company}} has Enterprise. The desk confirms each colleague: you will have it once they add you.',
    },
    plan: {
      granted: 'Your plan: Enterprise, granted to {{company}}',
      desk: 'Your plan: Enterprise, as the desk sees every feature',
      includedInEnterprise: 'Included in your plan',
    },
  },
  {
    loading: 'جارٍ تحميل باقتك...',
    loadFailed: 'تعذر تحميل باقتك',
    upgrade: {
      heading: 'التوقعات والنشرة الأسبوعية والوصول عبر API',
      lead: 'جزء من باقة المؤسسات التي يمنحها مكتبنا للشركات.',
      plan: 'باقتك: الأساسية',
      adds: 'ما تضيفه باقة المؤسسات لكل مستخدمي شركتك:',
      features: [
        'توقعات 3 أيام لكل أسعار المعادن والطاقة والعملة في هذا القسم، مع نطاق 95% ودرجة ثقة النموذج',
        'النشرة الأسبوعية للأسواق كل يوم إثنين الساعة 06:00 بتوقيت مسقط بعد تفعيلها في الإعدادات',
        'رموز API شخصية: وصول للقراءة فقط إلى الأسعار وإلى طلباتك وصفقاتك',
      ],
      featuresLabel: 'ما تضيفه باقة المؤسسات',
      stays: 'تبقى الأسعار المباشرة والرسوم البيانية وتنبيهات الأسعار والتنبيهات الجيوسياسية مجانية في الباقة الأساسية.',
      awaiting: 'لدى {{company}} باقة المؤسسات. يؤكد المكتب كل زميل على حدة، وستحصل عليها بعد أن يضيفك.',
    },
    plan: {
      granted: 'باقتك: المؤسسات، الممنوحة لـ {{company}}',
      desk: 'باقتك: المؤسسات، إذ يرى المكتب جميع المزايا',
      includedInEnterprise: 'مشمولة في باقتك',
    },
  },
);
