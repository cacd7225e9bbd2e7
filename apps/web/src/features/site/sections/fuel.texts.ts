import { defineTexts } from '@/lib/i18n/texts';

export const fuelTexts = defineTexts(
  'site.section.fuel',
  {
    commodities: {
      eyebrow: 'Products',
      title: 'Commodities We Trade',
      lead: 'Four products, each with its specifications verified by independent inspection before delivery.',
      items: [
        {
          kicker: 'Diesel',
          title: 'EN590',
          body: 'Ultra-low sulphur diesel to the European EN590 standard, for road transport, industry and distribution.',
        },
        { kicker: 'Aviation', title: 'Jet A1', body: 'Aviation turbine fuel for airlines, airports and into-plane suppliers.' },
        { kicker: 'Feedstock', title: 'Crude Oil', body: 'Crude grades for refiners, sourced from established producers and traders.' },
        { kicker: 'Residual', title: 'Fuel Oil', body: 'Residual fuel oil for marine bunkering and power generation.' },
      ],
    },
    delivery: {
      eyebrow: 'Logistics',
      title: 'Delivery Modes',
      lead: 'Choose the transfer that fits your storage, shipping and risk profile.',
      items: [
        {
          kicker: 'Tank-to-tank',
          title: 'TTT',
          body: 'Product moves from the seller’s storage tank to the buyer’s at the terminal; title passes in tank.',
        },
        { kicker: 'Tank-to-vessel', title: 'TTV', body: 'Product is loaded from terminal storage straight onto the buyer’s nominated vessel.' },
        {
          kicker: 'Cost, Insurance and Freight',
          title: 'CIF',
          body: 'The seller arranges freight and insurance to the destination port named in the contract.',
        },
        {
          kicker: 'Free on Board',
          title: 'FOB',
          body: 'The buyer arranges the vessel; risk passes once the cargo is loaded at the port of loading.',
        },
      ],
    },
    ports: {
      eyebrow: 'Ports',
      title: 'Key Ports',
      lead: "Our fuel business runs through three of the world's great storage and bunkering hubs.",
      listLabel: 'Key ports',
      places: {
        fujairah: { name: 'Fujairah', detail: 'United Arab Emirates' },
        rotterdam: { name: 'Rotterdam', detail: 'Netherlands' },
        houston: { name: 'Houston', detail: 'United States' },
      },
    },
    documentation: {
      eyebrow: 'Documentation',
      title: 'ICPO + CPA Upload',
      lead: 'Start a fuel deal by uploading your ICPO and CPA in the portal. We check them, match you with a verified seller and keep every document with the deal.',
      uploadTitle: 'Secure upload',
      uploadBody: 'Documents are exchanged only through the client portal, never by open email.',
      statusTitle: 'Status at a glance',
      statusBody: 'Follow each document from upload through review to approval on your dashboard.',
      progressLabel: 'The stages of a fuel deal',
      progress: [
        { title: 'ICPO and CPA uploaded', body: 'Your Irrevocable Corporate Purchase Order and Commercial Purchase Agreement, in the portal.' },
        { title: 'Compliance review', body: 'KYC, sanctions and document checks by our compliance team.' },
        { title: 'Seller matched', body: 'A verified seller with product in storage at your chosen port.' },
        { title: 'Contract signed', body: 'Quantity, price, procedure and delivery mode agreed and executed.' },
        { title: 'Product delivered', body: 'Transfer by TTT, TTV, CIF or FOB, with inspection reports on file.' },
      ],
    },
    cta: {
      title: 'Ready to move product?',
      body: 'Sign in to the client portal to request EN590, Jet A1, crude oil or fuel oil and upload your ICPO and CPA.',
      start: 'Start Fuel Trading',
    },
  },
  {
    commodities: {
      eyebrow: 'المنتجات',
      title: 'السلع التي نتداولها',
      lead: 'أربعة منتجات، تُتحقَّق مواصفات كلٍّ منها بفحص مستقل قبل التسليم.',
      items: [
        {
          kicker: 'الديزل',
          title: 'معيار EN590',
          body: 'ديزل منخفض الكبريت للغاية وفق المعيار الأوروبي EN590، للنقل البري والصناعة والتوزيع.',
        },
        { kicker: 'الطيران', title: 'وقود Jet A1', body: 'وقود توربينات الطائرات لشركات الطيران والمطارات وموردي التزويد المباشر للطائرات.' },
        { kicker: 'لقيم التكرير', title: 'النفط الخام', body: 'أصناف من النفط الخام للمصافي، من منتجين ومتداولين راسخين.' },
        { kicker: 'المتبقّيات', title: 'زيت الوقود', body: 'زيت الوقود الثقيل لتزويد السفن بالوقود ولتوليد الكهرباء.' },
      ],
    },
    delivery: {
      eyebrow: 'الخدمات اللوجستية',
      title: 'طرق التسليم',
      lead: 'اختر طريقة النقل التي تناسب إمكانات التخزين والشحن لديك ومستوى المخاطر الذي تقبله.',
      items: [
        {
          kicker: 'من خزان إلى خزان',
          title: 'النقل بين الخزانات (TTT)',
          body: 'ينتقل المنتج من خزان البائع إلى خزان المشتري في المحطة نفسها، وتنتقل الملكية داخل الخزان.',
        },
        { kicker: 'من خزان إلى سفينة', title: 'التحميل على السفينة (TTV)', body: 'يُحمَّل المنتج من خزانات المحطة مباشرة على السفينة التي يسمّيها المشتري.' },
        {
          kicker: 'التكلفة والتأمين والشحن',
          title: 'CIF',
          body: 'يتولى البائع ترتيب الشحن والتأمين حتى ميناء الوصول المحدد في العقد.',
        },
        {
          kicker: 'التسليم على ظهر السفينة',
          title: 'FOB',
          body: 'يتولى المشتري توفير السفينة، وتنتقل المخاطر إليه بمجرد تحميل الشحنة في ميناء التحميل.',
        },
      ],
    },
    ports: {
      eyebrow: 'الموانئ',
      title: 'الموانئ الرئيسية',
      lead: 'تمرّ أعمالنا في تجارة الوقود عبر ثلاثة من أكبر مراكز التخزين وتزويد السفن بالوقود في العالم.',
      listLabel: 'الموانئ الرئيسية',
      places: {
        fujairah: { name: 'الفجيرة', detail: 'الإمارات العربية المتحدة' },
        rotterdam: { name: 'روتردام', detail: 'هولندا' },
        houston: { name: 'هيوستن', detail: 'الولايات المتحدة' },
      },
    },
    documentation: {
      eyebrow: 'المستندات',
      title: 'رفع أمر الشراء ICPO واتفاقية CPA',
      lead: 'ابدأ صفقة الوقود برفع أمر الشراء ICPO واتفاقية الشراء CPA على البوابة. نراجعهما، ونطابقك مع بائع موثّق، ونحفظ كل مستند مع الصفقة.',
      uploadTitle: 'رفع آمن',
      uploadBody: 'لا تُتبادل المستندات إلا عبر بوابة العملاء، ولا تُرسل أبدًا بالبريد الإلكتروني المفتوح.',
      statusTitle: 'الحالة بنظرة واحدة',
      statusBody: 'تابع كل مستند من الرفع إلى المراجعة ثم الاعتماد على لوحتك.',
      progressLabel: 'مراحل صفقة الوقود',
      progress: [
        { title: 'رفع ICPO وCPA', body: 'أمر الشراء المؤسسي غير القابل للإلغاء واتفاقية الشراء التجارية الخاصان بك، على البوابة.' },
        { title: 'مراجعة الامتثال', body: 'فحوص KYC والعقوبات والتحقق من المستندات من قِبل فريق الامتثال لدينا.' },
        { title: 'مطابقة البائع', body: 'بائع موثّق لديه المنتج في التخزين في الميناء الذي اخترته.' },
        { title: 'توقيع العقد', body: 'الاتفاق على الكمية والسعر والإجراءات وطريقة التسليم وتوقيعها.' },
        { title: 'تسليم المنتج', body: 'النقل بين الخزانات أو التحميل على السفينة أو بشرط CIF أو FOB، مع حفظ تقارير الفحص في الملف.' },
      ],
    },
    cta: {
      title: 'هل أنت مستعد لنقل شحنتك؟',
      body: 'سجّل الدخول إلى بوابة العملاء لطلب ديزل EN590 أو وقود Jet A1 أو النفط الخام أو زيت الوقود، ورفع أمر الشراء ICPO واتفاقية CPA.',
      start: 'ابدأ تجارة الوقود',
    },
  },
);
