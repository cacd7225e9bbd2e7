import { defineTexts } from '@/lib/i18n/texts';

export const streamingTexts = defineTexts(
  'site.section.streaming',
  {
    models: {
      eyebrow: 'Investment models',
      title: 'Streaming, royalty, advisory and ESG',
      lead: 'Four ways we put capital and expertise to work in mining, each designed to share value fairly between investor and producer.',
      items: [
        {
          title: 'Streaming',
          body: 'An upfront deposit in exchange for the right to buy a share of a mine’s future metal production at a fixed, lower price.',
        },
        {
          title: 'Royalty',
          body: 'A percentage of a mine’s revenue or production for the life of the asset, with no exposure to operating costs.',
        },
        { title: 'Advisory', body: 'Technical, financial and structuring advice that makes projects investable and keeps them on track.' },
        { title: 'ESG Models', body: 'Environmental, social and governance analysis built into the valuation and monitoring of every deal.' },
      ],
    },
    thresholds: {
      eyebrow: 'Thresholds',
      title: 'Investment Thresholds',
      lead: 'Clear entry points for investors, and a wide range of capital for projects.',
      investors: {
        title: 'For Investors',
        label: 'Minimum investment',
        from: 'from',
        amount: '$1M',
        points: [
          'Exposure to metal production without operating risk',
          'Diversify across projects, commodities and regions',
          'Regular reporting on production and ESG performance',
        ],
      },
      projects: {
        title: 'For Projects',
        label: 'Development capital',
        lowest: '$5M',
        to: 'to',
        highest: '$500M',
        points: [
          'Non-dilutive funding alongside debt and equity',
          'Capital for exploration, construction and expansion',
          'Advisory support from feasibility to production',
        ],
      },
    },
    process: {
      eyebrow: 'Process',
      title: 'How an investment comes together',
      items: [
        { title: 'Origination', body: 'We source projects through our partner and mandate network across six continents.' },
        { title: 'Due Diligence', body: 'Geology, economics, permits and ESG are reviewed with our advisory team.' },
        { title: 'Structuring', body: 'The stream or royalty is sized and priced to suit both investor and producer.' },
        { title: 'Funding and Monitoring', body: 'Capital is deployed in stages and production is tracked for the life of the asset.' },
      ],
    },
    cta: {
      title: 'Invest in the metals the world needs',
      body: 'Sign in to the client portal to review current investment opportunities and projects seeking capital.',
      explore: 'Explore Opportunities',
      discuss: 'Discuss an Investment',
    },
  },
  {
    models: {
      eyebrow: 'نماذج الاستثمار',
      title: 'تدفّق المعادن والإتاوات والاستشارات وESG',
      lead: 'أربع طرق نوظّف بها رأس المال والخبرة في قطاع التعدين، صُمّمت كلٌّ منها لتوزيع القيمة بعدل بين المستثمر والمنتِج.',
      items: [
        {
          title: 'تدفّق المعادن',
          body: 'دفعة مقدّمة مقابل حق شراء حصة من إنتاج المنجم المستقبلي من المعادن بسعر ثابت ومخفَّض.',
        },
        {
          title: 'الإتاوات',
          body: 'نسبة من إيرادات المنجم أو إنتاجه طوال عمر الأصل، دون التعرّض لتكاليف التشغيل.',
        },
        { title: 'الاستشارات', body: 'مشورة فنية ومالية وفي هيكلة الصفقات تجعل المشاريع جاذبة للاستثمار وتُبقيها على المسار الصحيح.' },
        { title: 'نماذج ESG', body: 'تحليل بيئي واجتماعي وحوكمي مدمج في تقييم كل صفقة ومتابعتها.' },
      ],
    },
    thresholds: {
      eyebrow: 'الحدود',
      title: 'حدود الاستثمار',
      lead: 'نقاط دخول واضحة للمستثمرين، ونطاق واسع من رأس المال للمشاريع.',
      investors: {
        title: 'للمستثمرين',
        label: 'الحد الأدنى للاستثمار',
        from: 'ابتداءً من',
        amount: '1 مليون دولار',
        points: [
          'انكشاف على إنتاج المعادن دون مخاطر التشغيل',
          'تنويع عبر المشاريع والسلع والمناطق',
          'تقارير دورية عن الإنتاج وأداء ESG',
        ],
      },
      projects: {
        title: 'للمشاريع',
        label: 'رأس مال التطوير',
        lowest: '5 ملايين',
        to: 'إلى',
        highest: '500 مليون دولار',
        points: [
          'تمويل لا يخفّف حصص المساهمين، إلى جانب التمويل بالديون وحقوق الملكية',
          'رأس مال للاستكشاف والإنشاء والتوسعة',
          'دعم استشاري من دراسة الجدوى حتى الإنتاج',
        ],
      },
    },
    process: {
      eyebrow: 'المنهجية',
      title: 'كيف يكتمل الاستثمار',
      items: [
        { title: 'استقطاب المشاريع', body: 'نستقطب المشاريع عبر شبكة شركائنا وتفويضاتنا في القارات الست.' },
        { title: 'العناية الواجبة', body: 'تُراجَع الجيولوجيا والجدوى الاقتصادية والتصاريح ومعايير ESG مع فريقنا الاستشاري.' },
        { title: 'الهيكلة', body: 'يُحدَّد حجم اتفاقية التدفّق أو الإتاوة وسعرها بما يناسب المستثمر والمنتِج معًا.' },
        { title: 'التمويل والمتابعة', body: 'يُضخّ رأس المال على مراحل، ويُتابَع الإنتاج طوال عمر الأصل.' },
      ],
    },
    cta: {
      title: 'استثمر في المعادن التي يحتاجها العالم',
      body: 'سجّل الدخول إلى بوابة العملاء للاطّلاع على فرص الاستثمار الحالية والمشاريع الباحثة عن رأس المال.',
      explore: 'استكشف الفرص',
      discuss: 'ناقش استثمارًا معنا',
    },
  },
);
