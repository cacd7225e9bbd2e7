import { defineTexts } from '@/lib/i18n/texts';

export const goldTexts = defineTexts(
  'site.section.gold',
  {
    overview: {
      eyebrow: 'Overview',
      title: 'How we trade gold',
      lead: 'Four building blocks behind every gold deal on our desk.',
      items: [
        { title: 'Spot Trading', body: 'Physical gold at live market prices, with fast confirmation and settlement for immediate requirements.' },
        { title: 'TTM Table Top Meeting', body: 'Face-to-face Table Top Meetings between verified buyers and sellers to agree terms and close with confidence.' },
        { title: 'CIF/FOB Terms', body: 'Deals on CIF or FOB Incoterms, so risk, insurance and freight sit exactly where your contract says they should.' },
        { title: 'Brinks Secure Delivery', body: 'Insured, tracked transport with Brinks from refinery or vault to your chosen delivery location.' },
      ],
    },
    delivery: {
      eyebrow: 'Delivery',
      title: 'Accepted Delivery Locations',
      lead: 'We deliver to five major bullion centres, each served by secure vaults and insured logistics.',
      listLabel: 'Accepted delivery locations',
      places: {
        zurich: { name: 'Zurich', detail: 'Switzerland' },
        london: { name: 'London', detail: 'United Kingdom' },
        dubai: { name: 'Dubai', detail: 'United Arab Emirates' },
        'hong-kong': { name: 'Hong Kong', detail: 'Hong Kong SAR' },
        'new-york': { name: 'New York', detail: 'United States' },
      },
    },
    offers: {
      eyebrow: 'What we offer',
      title: 'Three ways to trade gold with us',
      lead: 'From a single spot purchase to multi-year supply, with custody when you need it.',
      items: [
        {
          kicker: 'Term business',
          title: 'Large Volume and Long-Term Contracts',
          body: 'Structured supply for refiners, banks and institutional buyers who need dependable volumes over months or years.',
          points: ['Scheduled monthly deliveries', 'Pricing agreed against the market', 'A dedicated relationship manager'],
        },
        {
          kicker: 'Immediate',
          title: 'Spot Deals',
          body: 'Single transactions at current market prices for buyers who need gold now, matched with verified sellers.',
          points: ['Live pricing for clients in the portal', 'Fast matching with verified sellers', 'Delivery on CIF or FOB terms'],
        },
        {
          kicker: 'Custody',
          title: 'Vault Security',
          body: 'Allocated storage in secure, insured vaults at our delivery hubs, with documented chain of custody.',
          points: ['Insured storage and transit', 'Documented chain of custody', 'Audit and inspection on request'],
        },
      ],
    },
    steps: {
      eyebrow: 'How it works',
      title: 'From requirement to delivery in three steps',
      items: [
        { title: 'Enter Your Requirements', body: 'Tell us the quantity, price range, delivery location and terms you need, in a few fields in the portal.' },
        { title: 'AI-Powered Matching', body: 'Our matching engine scores verified sellers on quantity, price, location and terms, and proposes the best fits.' },
        { title: 'Secure Transaction Pipeline', body: 'Documents, contract and delivery move through one tracked, auditable pipeline until the gold is in your vault.' },
      ],
    },
    security: {
      eyebrow: 'Security',
      title: 'Security Features',
      lead: 'Controls at every stage protect your capital, your metal and your information.',
      items: [
        { title: 'Verified Counterparties', body: 'Every buyer and seller passes KYC and compliance checks before they can trade.' },
        { title: 'Sanctions and AML Screening', body: 'Parties and transactions are screened before contracts are issued.' },
        { title: 'Insured Transit', body: 'Brinks secure logistics with insurance from pickup to delivery.' },
        { title: 'Assay and Refinery Documents', body: 'Assay certificates and refinery papers travel with every shipment.' },
        { title: 'Encrypted Document Exchange', body: 'Sensitive documents are shared only through the secure client portal.' },
        { title: 'Full Audit Trail', body: 'Each step of a deal is recorded, so every action can be traced later.' },
      ],
    },
    documentation: {
      eyebrow: 'Documentation',
      title: 'Documentation and Progress Dashboard',
      lead: 'Upload your LOI and CIS once and follow every deal from request to delivery on your own dashboard.',
      uploadTitle: 'LOI + CIS Upload',
      uploadBody:
        'Submit your Letter of Intent (LOI) and Client Information Sheet (CIS) securely in the portal. Our compliance team reviews them before any match is proposed.',
      dashboardTitle: 'Progress Dashboard',
      dashboardBody: 'See the status of each request, match and contract at a glance, with documents and receipts kept alongside.',
      progressLabel: 'The stages of a gold deal',
      progress: [
        { title: 'LOI and CIS uploaded', body: 'Your Letter of Intent and Client Information Sheet, uploaded in the portal.' },
        { title: 'Compliance review', body: 'KYC and document checks by our compliance team.' },
        { title: 'Match confirmed', body: 'A verified seller is matched to your requirements.' },
        { title: 'Contract signed', body: 'Terms agreed and the contract executed by both parties.' },
        { title: 'Delivery confirmed', body: 'Secure delivery to your chosen location, with receipts on file.' },
      ],
    },
    cta: {
      title: 'Ready to trade gold?',
      body: 'Sign in to the client portal to enter your requirements, upload your documents and follow every deal to delivery.',
      start: 'Start Gold Trading',
    },
  },
  {
    overview: {
      eyebrow: 'نظرة عامة',
      title: 'كيف نتداول الذهب',
      lead: 'أربع ركائز تقوم عليها كل صفقة ذهب في مكتبنا.',
      items: [
        { title: 'التداول الفوري', body: 'ذهب فعلي بأسعار السوق اللحظية، مع تأكيد وتسوية سريعين لتلبية الاحتياجات العاجلة.' },
        { title: 'اجتماعات التفاوض المباشر (TTM)', body: 'اجتماعات مباشرة وجهًا لوجه بين مشترين وبائعين موثّقين للاتفاق على الشروط وإتمام الصفقة بثقة.' },
        { title: 'شروط CIF وFOB', body: 'صفقات وفق Incoterms بشرط CIF أو FOB، بحيث تقع المخاطر والتأمين والشحن حيث ينصّ عقدك تمامًا.' },
        { title: 'تسليم آمن عبر Brinks', body: 'نقل مؤمَّن ومتتبَّع مع Brinks من المصفاة أو الخزنة إلى موقع التسليم الذي تختاره.' },
      ],
    },
    delivery: {
      eyebrow: 'التسليم',
      title: 'مواقع التسليم المعتمدة',
      lead: 'نسلّم إلى خمسة من كبرى مراكز السبائك في العالم، لكلٍّ منها خزائن آمنة وخدمات لوجستية مؤمَّنة.',
      listLabel: 'مواقع التسليم المعتمدة',
      places: {
        zurich: { name: 'زيورخ', detail: 'سويسرا' },
        london: { name: 'لندن', detail: 'المملكة المتحدة' },
        dubai: { name: 'دبي', detail: 'الإمارات العربية المتحدة' },
        'hong-kong': { name: 'هونغ كونغ', detail: 'منطقة هونغ كونغ الإدارية الخاصة' },
        'new-york': { name: 'نيويورك', detail: 'الولايات المتحدة' },
      },
    },
    offers: {
      eyebrow: 'ما نقدّمه',
      title: 'ثلاث طرق لتداول الذهب معنا',
      lead: 'من صفقة شراء فورية واحدة إلى توريد يمتد لسنوات، مع خدمات الحفظ عند الحاجة.',
      items: [
        {
          kicker: 'التوريد التعاقدي',
          title: 'عقود الكميات الكبيرة والعقود طويلة الأجل',
          body: 'توريد منظَّم للمصافي والبنوك والمشترين المؤسسيين الذين يحتاجون إلى كميات موثوقة على مدى أشهر أو سنوات.',
          points: ['شحنات شهرية مجدولة', 'تسعير متّفق عليه وفق أسعار السوق', 'مدير علاقات مخصّص'],
        },
        {
          kicker: 'فوري',
          title: 'الصفقات الفورية',
          body: 'معاملات منفردة بأسعار السوق الحالية للمشترين الذين يحتاجون إلى الذهب الآن، مع بائعين موثّقين.',
          points: ['أسعار لحظية للعملاء في البوابة', 'مطابقة سريعة مع بائعين موثّقين', 'تسليم بشروط CIF أو FOB'],
        },
        {
          kicker: 'الحفظ',
          title: 'أمان الخزائن',
          body: 'تخزين مخصَّص في خزائن آمنة ومؤمَّنة في مراكز التسليم لدينا، مع سلسلة حيازة موثّقة.',
          points: ['تخزين ونقل مؤمَّنان', 'سلسلة حيازة موثّقة', 'تدقيق وفحص عند الطلب'],
        },
      ],
    },
    steps: {
      eyebrow: 'آلية العمل',
      title: 'من الطلب إلى التسليم في ثلاث خطوات',
      items: [
        { title: 'أدخل متطلباتك', body: 'أخبرنا بالكمية ونطاق السعر وموقع التسليم والشروط التي تحتاجها، في بضعة حقول على البوابة.' },
        { title: 'مطابقة بالذكاء الاصطناعي', body: 'يقيّم محرّك المطابقة لدينا البائعين الموثّقين حسب الكمية والسعر والموقع والشروط، ويقترح الأنسب منهم.' },
        { title: 'مسار آمن للمعاملات', body: 'تمضي المستندات والعقد والتسليم في مسار واحد متتبَّع وقابل للتدقيق حتى يستقر الذهب في خزنتك.' },
      ],
    },
    security: {
      eyebrow: 'الأمان',
      title: 'ميزات الأمان',
      lead: 'ضوابط في كل مرحلة تحمي رأس مالك ومعدنك ومعلوماتك.',
      items: [
        { title: 'أطراف موثّقة', body: 'يجتاز كل مشترٍ وبائع فحوص KYC والامتثال قبل أن يُسمح له بالتداول.' },
        { title: 'فحص العقوبات ومكافحة غسل الأموال', body: 'تخضع الأطراف والمعاملات للفحص قبل إصدار العقود.' },
        { title: 'نقل مؤمَّن', body: 'خدمات Brinks اللوجستية الآمنة مع تأمين من الاستلام حتى التسليم.' },
        { title: 'شهادات التحليل ومستندات المصفاة', body: 'ترافق شهادات التحليل ووثائق المصفاة كل شحنة.' },
        { title: 'تبادل مشفّر للمستندات', body: 'لا تُتبادل المستندات الحساسة إلا عبر بوابة العملاء الآمنة.' },
        { title: 'سجل تدقيق كامل', body: 'تُسجَّل كل خطوة من خطوات الصفقة، بحيث يمكن تتبّع أي إجراء لاحقًا.' },
      ],
    },
    documentation: {
      eyebrow: 'المستندات',
      title: 'المستندات ولوحة متابعة الصفقات',
      lead: 'ارفع خطاب النوايا ونموذج بيانات العميل مرة واحدة، وتابع كل صفقة من الطلب حتى التسليم على لوحتك الخاصة.',
      uploadTitle: 'رفع خطاب النوايا ونموذج بيانات العميل',
      uploadBody:
        'قدّم خطاب النوايا (LOI) ونموذج بيانات العميل (CIS) بأمان عبر البوابة. يراجعهما فريق الامتثال لدينا قبل اقتراح أي مطابقة.',
      dashboardTitle: 'لوحة متابعة الصفقات',
      dashboardBody: 'اطّلع على حالة كل طلب ومطابقة وعقد بنظرة واحدة، مع حفظ المستندات والإيصالات إلى جانبها.',
      progressLabel: 'مراحل صفقة الذهب',
      progress: [
        { title: 'رفع خطاب النوايا ونموذج بيانات العميل', body: 'خطاب النوايا ونموذج بيانات العميل الخاصان بك، مرفوعان على البوابة.' },
        { title: 'مراجعة الامتثال', body: 'فحوص KYC والتحقق من المستندات من قِبل فريق الامتثال لدينا.' },
        { title: 'تأكيد المطابقة', body: 'بائع موثّق تمت مطابقته مع متطلباتك.' },
        { title: 'توقيع العقد', body: 'الاتفاق على الشروط وتوقيع العقد من الطرفين.' },
        { title: 'تأكيد التسليم', body: 'تسليم آمن إلى الموقع الذي اخترته، مع حفظ الإيصالات في الملف.' },
      ],
    },
    cta: {
      title: 'هل أنت مستعد لتداول الذهب؟',
      body: 'سجّل الدخول إلى بوابة العملاء لإدخال متطلباتك ورفع مستنداتك ومتابعة كل صفقة حتى التسليم.',
      start: 'ابدأ تجارة الذهب',
    },
  },
);
