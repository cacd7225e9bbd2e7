import { company } from '@/lib/company';
import { defineTexts } from '@/lib/i18n/texts';

export const aboutTexts = defineTexts(
  'site.section.about',
  {
    purpose: {
      eyebrow: 'Purpose',
      title: 'Mission and Vision',
      missionTitle: 'Our Mission',
      mission:
        'To modernise commodity trading with technology and analytics: faster matching, clearer pricing and documentation that moves as quickly as the market does.',
      visionTitle: 'Our Vision',
      vision:
        'To be the most trusted and innovative commodity trading ecosystem, where producers, traders and investors meet on terms they can rely on.',
    },
    values: {
      eyebrow: 'What we stand for',
      title: 'Core Values',
      lead: 'Four principles guide how we trade, advise and invest on behalf of our clients.',
      items: [
        { title: 'Excellence', body: 'Institutional standards on every ticket, from the first term sheet to the final delivery receipt.' },
        { title: 'Integrity', body: 'Verified counterparties, transparent terms and full documentation. Trust is the commodity we never trade.' },
        { title: 'Innovation', body: 'Proprietary analytics and AI-assisted matching that turn market noise into decisions clients can act on.' },
        { title: 'Global Reach', body: 'Offices across six continents and a partner network that connects producers, refiners and buyers worldwide.' },
      ],
    },
    presence: {
      eyebrow: 'Worldwide',
      title: 'Global Presence',
      lead: `Six global offices across six continents, coordinated from our head office in ${company.headOffice.city}, with 24/7 support for active trades.`,
      hub: `${company.headOffice.city} HQ`,
      regions: [
        { region: 'Middle East & Asia', role: `Head office, ${company.headOffice.city}` },
        { region: 'Europe', role: 'Trading and vault relationships' },
        { region: 'Africa', role: 'Mining projects and origination' },
        { region: 'North America', role: 'Energy markets and capital partners' },
        { region: 'South America', role: 'Mining streaming and royalty' },
        { region: 'Oceania', role: 'Resources advisory' },
      ],
    },
    leadership: {
      eyebrow: 'People',
      title: 'Leadership',
      lead: 'An experienced executive team, guided by an advisory board drawn from mining, energy and capital markets. Full biographies are available to clients and partners on request.',
      executiveTitle: 'Executive Team',
      executive: [
        { role: 'Chief Executive Officer', remit: 'Sets strategy and leads the group across its trading, intelligence and investment businesses.' },
        { role: 'Head of Trading', remit: 'Runs the gold and fuel desks, counterparty relationships and execution.' },
        { role: 'Chief Risk & Compliance Officer', remit: 'Owns KYC, sanctions screening, credit limits and contract controls.' },
        { role: 'Head of Market Intelligence', remit: 'Leads research, forecasting and the analytics platform behind our briefs.' },
      ],
      boardTitle: 'Advisory Board',
      board: [
        { role: 'Mining & Resources Adviser', remit: 'Brings deep experience of mine development, operations and project finance.' },
        { role: 'Energy Markets Adviser', remit: 'Guides our fuel strategy across refining, storage and physical shipping.' },
        { role: 'Capital Markets Adviser', remit: 'Shapes streaming, royalty and development-capital structures.' },
        { role: 'ESG & Governance Adviser', remit: 'Keeps sustainability and governance at the heart of every mandate.' },
      ],
    },
    cta: {
      title: 'Trade with a partner built for the long term',
      body: 'Open an account to trade gold and fuel, follow the markets and explore investment opportunities in one secure portal.',
      portal: 'Open the Client Portal',
      team: 'Speak to Our Team',
    },
  },
  {
    purpose: {
      eyebrow: 'غايتنا',
      title: 'الرسالة والرؤية',
      missionTitle: 'رسالتنا',
      mission:
        'تحديث تجارة السلع بالتقنية والتحليلات: مطابقة أسرع، وتسعير أوضح، ومستندات تواكب سرعة السوق.',
      visionTitle: 'رؤيتنا',
      vision:
        'أن نكون المنظومة الأكثر موثوقية وابتكارًا في تجارة السلع، حيث يلتقي المنتجون والمتداولون والمستثمرون على شروط يمكنهم الاعتماد عليها.',
    },
    values: {
      eyebrow: 'مبادئنا',
      title: 'قيمنا الأساسية',
      lead: 'أربعة مبادئ توجّه طريقة تداولنا وتقديمنا للمشورة واستثمارنا نيابةً عن عملائنا.',
      items: [
        { title: 'التميّز', body: 'معايير مؤسسية في كل صفقة، من أول ورقة شروط حتى إيصال التسليم النهائي.' },
        { title: 'النزاهة', body: 'أطراف موثّقة، وشروط شفافة، وتوثيق كامل. فالثقة هي السلعة الوحيدة التي لا نتاجر بها.' },
        { title: 'الابتكار', body: 'تحليلات خاصة ومطابقة مدعومة بالذكاء الاصطناعي تحوّل ضجيج السوق إلى قرارات يمكن لعملائنا البناء عليها.' },
        { title: 'الحضور العالمي', body: 'مكاتب في القارات الست وشبكة شركاء تربط المنتجين والمصافي والمشترين حول العالم.' },
      ],
    },
    presence: {
      eyebrow: 'حول العالم',
      title: 'حضورنا العالمي',
      lead: 'ستة مكاتب عالمية في ست قارات، تنسّق أعمالها من مقرّنا الرئيسي في مسقط، مع دعم على مدار الساعة طوال أيام الأسبوع للصفقات الجارية.',
      hub: 'المقر الرئيسي، مسقط',
      regions: [
        { region: 'الشرق الأوسط وآسيا', role: 'المقر الرئيسي، مسقط' },
        { region: 'أوروبا', role: 'علاقات التداول والخزائن' },
        { region: 'أفريقيا', role: 'مشاريع التعدين واستقطاب الصفقات' },
        { region: 'أمريكا الشمالية', role: 'أسواق الطاقة وشركاء رأس المال' },
        { region: 'أمريكا الجنوبية', role: 'تدفّق المعادن والإتاوات في قطاع التعدين' },
        { region: 'أوقيانوسيا', role: 'استشارات الموارد' },
      ],
    },
    leadership: {
      eyebrow: 'فريقنا',
      title: 'القيادة',
      lead: 'فريق تنفيذي متمرّس، يسترشد بمجلس استشاري من أهل الخبرة في التعدين والطاقة وأسواق رأس المال. السِّير الذاتية الكاملة متاحة للعملاء والشركاء عند الطلب.',
      executiveTitle: 'الفريق التنفيذي',
      executive: [
        { role: 'الرئيس التنفيذي', remit: 'يرسم الاستراتيجية ويقود المجموعة في أعمالها في التداول ومعلومات السوق والاستثمار.' },
        { role: 'رئيس التداول', remit: 'يدير مكتبَي الذهب والوقود والعلاقات مع الأطراف المقابلة وتنفيذ الصفقات.' },
        { role: 'رئيس المخاطر والامتثال', remit: 'يتولى مسؤولية KYC وفحص العقوبات والحدود الائتمانية وضوابط العقود.' },
        { role: 'رئيس معلومات السوق', remit: 'يقود الأبحاث والتوقعات ومنصة التحليلات التي تقوم عليها نشراتنا.' },
      ],
      boardTitle: 'المجلس الاستشاري',
      board: [
        { role: 'مستشار التعدين والموارد', remit: 'يقدّم خبرة عميقة في تطوير المناجم وتشغيلها وتمويل المشاريع.' },
        { role: 'مستشار أسواق الطاقة', remit: 'يوجّه استراتيجيتنا في الوقود عبر التكرير والتخزين والشحن الفعلي.' },
        { role: 'مستشار أسواق رأس المال', remit: 'يصوغ هياكل تدفّق المعادن والإتاوات ورأس مال التطوير.' },
        { role: 'مستشار ESG والحوكمة', remit: 'يُبقي الاستدامة والحوكمة في صميم كل تفويض.' },
      ],
    },
    cta: {
      title: 'تداول مع شريك بُني للمدى الطويل',
      body: 'افتح حسابًا لتداول الذهب والوقود، ومتابعة الأسواق، واستكشاف فرص الاستثمار، في بوابة واحدة آمنة.',
      portal: 'الدخول إلى بوابة العملاء',
      team: 'تحدّث إلى فريقنا',
    },
  },
);
