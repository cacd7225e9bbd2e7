import { defineTexts } from '@/lib/i18n/texts';

export const advisoryTexts = defineTexts(
  'site.section.advisory',
  {
    audiences: {
      eyebrow: 'Clients',
      title: 'Who We Serve',
      lead: 'We advise the three groups that shape the future of every mining project.',
      items: [
        { title: 'Mining Operations', body: 'Owners and operators who want to raise output, cut cost and risk, and prepare assets for investment.' },
        { title: 'Governments', body: 'Ministries and sovereign bodies valuing national resources and designing policy, licensing and partnerships.' },
        { title: 'Strategic Investors', body: 'Funds, family offices and corporates looking for independent views on projects, portfolios and deals.' },
      ],
    },
    services: {
      eyebrow: 'Services',
      title: 'Our Advisory Services',
      lead: 'Four services, used alone or together across the life of a mine.',
      items: [
        {
          title: 'Digital Twin Modeling',
          body: 'A living 3D model of the mine, from orebody to plant, to test mine plans and scenarios before they cost money.',
        },
        { title: 'ESG + AI Forecasting', body: 'Machine-learning forecasts of production, prices and ESG performance, with the assumptions laid bare.' },
        {
          title: 'National Resource Valuation',
          body: 'Independent valuation of national mineral endowments to support policy, licensing and negotiations.',
        },
        { title: 'Implementation Support', body: 'Hands-on support to put recommendations into practice, from procurement to commissioning.' },
      ],
    },
    partners: {
      eyebrow: 'Ecosystem',
      title: 'Technology Partners',
      lead: 'We work with specialist technology partners across modelling, sensing, data and security. Partner details are shared with clients during an engagement.',
      items: [
        { wordmark: 'Digital Twin', caption: '3D mine modelling platform' },
        { wordmark: 'Remote Sensing', caption: 'Satellite and drone survey' },
        { wordmark: 'ESG Data', caption: 'Emissions, water and community metrics' },
        { wordmark: 'AI Forecasting', caption: 'Machine-learning models' },
        { wordmark: 'Cloud Compute', caption: 'Secure, scalable infrastructure' },
        { wordmark: 'Secure Records', caption: 'Encrypted document vault' },
      ],
    },
    process: {
      eyebrow: 'Process',
      title: 'A four-step engagement',
      items: [
        { title: 'Discovery', body: 'We learn your asset, data and goals, and agree the questions that matter.' },
        { title: 'Strategy', body: 'Models, forecasts and options, brought together in a clear recommendation.' },
        { title: 'Implementation', body: 'We work alongside your team to put the plan into practice.' },
        { title: 'Optimization', body: 'Results are measured against the plan and refined as conditions change.' },
      ],
      writeFirst: 'Prefer to write first? Reach the advisory team at',
      writeFirstEnd: '.',
    },
    cta: {
      title: 'Let’s talk about your project',
      body: 'Book a consultation through the client portal, or email the advisory team directly.',
    },
  },
  {
    audiences: {
      eyebrow: 'عملاؤنا',
      title: 'من نخدم',
      lead: 'نقدّم المشورة للفئات الثلاث التي ترسم مستقبل كل مشروع تعديني.',
      items: [
        { title: 'عمليات التعدين', body: 'الملّاك والمشغّلون الساعون إلى زيادة الإنتاج، وخفض التكاليف والمخاطر، وتهيئة أصولهم للاستثمار.' },
        { title: 'الحكومات', body: 'الوزارات والجهات السيادية التي تقيّم الموارد الوطنية وتصمّم السياسات والتراخيص والشراكات.' },
        { title: 'المستثمرون الاستراتيجيون', body: 'الصناديق والمكاتب العائلية والشركات الباحثة عن رأي مستقل في المشاريع والمحافظ والصفقات.' },
      ],
    },
    services: {
      eyebrow: 'الخدمات',
      title: 'خدماتنا الاستشارية',
      lead: 'أربع خدمات، تُستخدم منفردة أو مجتمعة طوال عمر المنجم.',
      items: [
        {
          title: 'نمذجة التوأم الرقمي',
          body: 'نموذج حيّ ثلاثي الأبعاد للمنجم، من الجسم الخام حتى المصنع، لاختبار خطط التعدين والسيناريوهات قبل أن تكلّف مالًا.',
        },
        { title: 'التنبؤ بمعايير ESG والذكاء الاصطناعي', body: 'توقعات مبنية على تعلّم الآلة للإنتاج والأسعار وأداء ESG، مع إفصاح كامل عن الافتراضات.' },
        {
          title: 'تقييم الموارد الوطنية',
          body: 'تقييم مستقل للثروات المعدنية الوطنية لدعم السياسات والتراخيص والمفاوضات.',
        },
        { title: 'دعم التنفيذ', body: 'دعم عملي لوضع التوصيات موضع التطبيق، من المشتريات حتى التشغيل التجريبي.' },
      ],
    },
    partners: {
      eyebrow: 'منظومتنا',
      title: 'شركاء التقنية',
      lead: 'نعمل مع شركاء تقنيين متخصصين في النمذجة والاستشعار والبيانات والأمن. تُشارَك تفاصيل الشركاء مع العملاء خلال فترة التعاقد.',
      items: [
        { wordmark: 'التوأم الرقمي', caption: 'منصة نمذجة ثلاثية الأبعاد للمناجم' },
        { wordmark: 'الاستشعار عن بُعد', caption: 'مسح بالأقمار الصناعية والطائرات المسيّرة' },
        { wordmark: 'بيانات ESG', caption: 'مؤشرات الانبعاثات والمياه والمجتمع' },
        { wordmark: 'التنبؤ بالذكاء الاصطناعي', caption: 'نماذج تعلّم الآلة' },
        { wordmark: 'الحوسبة السحابية', caption: 'بنية تحتية آمنة وقابلة للتوسّع' },
        { wordmark: 'السجلات الآمنة', caption: 'خزنة مستندات مشفّرة' },
      ],
    },
    process: {
      eyebrow: 'المنهجية',
      title: 'تعاقد من أربع خطوات',
      items: [
        { title: 'الاستكشاف', body: 'نتعرّف على أصلك وبياناتك وأهدافك، ونتّفق على الأسئلة الجوهرية.' },
        { title: 'الاستراتيجية', body: 'نماذج وتوقعات وخيارات، تجتمع في توصية واضحة.' },
        { title: 'التنفيذ', body: 'نعمل جنبًا إلى جنب مع فريقك لوضع الخطة موضع التطبيق.' },
        { title: 'التحسين', body: 'تُقاس النتائج مقارنةً بالخطة وتُحسَّن كلما تغيّرت الظروف.' },
      ],
      writeFirst: 'تفضّل المراسلة أولًا؟ تواصل مع فريق الاستشارات على',
      writeFirstEnd: '.',
    },
    cta: {
      title: 'لنتحدّث عن مشروعك',
      body: 'احجز استشارة عبر بوابة العملاء، أو راسل فريق الاستشارات مباشرة.',
    },
  },
);
