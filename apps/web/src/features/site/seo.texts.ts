import { defineTexts } from '@/lib/i18n/texts';

/** Titles and descriptions of every page, for search engines, link previews and the browser tab. */
export const seoTexts = defineTexts(
  'site.seo',
  {
    pages: {
      home: {
        title: '{{brand}} | Commodity Trading, Intelligence and Investment',
        description:
          'Oman-based commodity trading house: physical gold and fuel trading, market intelligence, mining streaming and royalty investment, and project advisory.',
      },
      about: {
        title: 'About Us | {{brand}}',
        description:
          'Our mission, vision and values, six global offices across six continents, and the leadership team modernising commodity trading with technology and analytics.',
      },
      gold: {
        title: 'Gold Trading | {{brand}}',
        description:
          'Spot and contract gold trading on CIF and FOB terms with Brinks secure delivery to Zurich, London, Dubai, Hong Kong and New York, and AI-powered matching.',
      },
      fuel: {
        title: 'Fuel Trading | {{brand}}',
        description:
          'EN590, Jet A1, crude oil and fuel oil traded tank-to-tank, tank-to-vessel, CIF or FOB through Fujairah, Rotterdam and Houston, with ICPO and CPA handling.',
      },
      insights: {
        title: 'Market Intelligence | {{brand}}',
        description:
          'Live gold, crude oil and USD index prices, 3-day forecasts, geopolitical alerts, a weekly brief and sentiment analysis, in Basic and Enterprise packages.',
      },
      streaming: {
        title: 'Streaming & Royalty | {{brand}}',
        description:
          'Commodity investment through mining streaming and royalty agreements: development capital from $5M to $500M, with investor tickets starting from $1M.',
      },
      advisory: {
        title: 'Mining Advisory | {{brand}}',
        description:
          'Advisory for mining operations, governments and strategic investors: digital twin modelling, ESG and AI forecasting, resource valuation and implementation.',
      },
      contact: {
        title: 'Contact Us | {{brand}}',
        description:
          'Reach our Muscat head office, trading desk, intelligence team or partnerships team. Sunday to Thursday, 8:00 AM to 6:00 PM (GMT+4); 24/7 for active trades.',
      },
    },
    appPages: {
      signIn: 'Sign In',
      register: 'Create Account',
      forgotPassword: 'Reset Password',
      verifyEmail: 'Verify Email',
      verifyContract: 'Verify a Contract',
      traderPortal: 'Trader Portal',
      sellerPortal: 'Seller Portal',
      adminPortal: 'Admin Panel',
      notFound: 'Page Not Found',
    },
    appDescription: 'Secure client access to the {{brand}} trading, selling and administration portals.',
    ogImageAlt: '{{brand}}: gold, fuel and commodity investment',
  },
  {
    pages: {
      home: {
        title: '{{brand}} | تجارة السلع ومعلومات السوق والاستثمار',
        description:
          'دار لتجارة السلع مقرّها سلطنة عُمان: تجارة فعلية في الذهب والوقود، ومعلومات السوق، والاستثمار في تدفّق المعادن والإتاوات، واستشارات مشاريع التعدين.',
      },
      about: {
        title: 'من نحن | {{brand}}',
        description:
          'رسالتنا ورؤيتنا وقيمنا، وستة مكاتب عالمية في ست قارات، وفريق القيادة الذي يُحدِّث تجارة السلع بالتقنية والتحليلات.',
      },
      gold: {
        title: 'تجارة الذهب | {{brand}}',
        description:
          'تداول الذهب الفوري والتعاقدي بشروط CIF وFOB، مع تسليم آمن بتأمين Brinks إلى زيورخ ولندن ودبي وهونغ كونغ ونيويورك، ومطابقة مدعومة بالذكاء الاصطناعي.',
      },
      fuel: {
        title: 'تجارة الوقود | {{brand}}',
        description:
          'تداول EN590 وJet A1 والنفط الخام وزيت الوقود من خزان إلى خزان أو من خزان إلى سفينة، بشروط CIF أو FOB، عبر الفجيرة وروتردام وهيوستن، مع إدارة مستندات ICPO وCPA.',
      },
      insights: {
        title: 'معلومات السوق | {{brand}}',
        description:
          'أسعار مباشرة للذهب والنفط الخام ومؤشر الدولار الأمريكي، وتوقعات لثلاثة أيام، وتنبيهات جيوسياسية، وموجز أسبوعي، وتحليل لمعنويات السوق، ضمن الباقة الأساسية وباقة المؤسسات.',
      },
      streaming: {
        title: 'تدفّق المعادن والإتاوات | {{brand}}',
        description:
          'الاستثمار في السلع عبر اتفاقيات تدفّق المعادن والإتاوات في قطاع التعدين: رأس مال تطويري من 5 ملايين إلى 500 مليون دولار، وحصص للمستثمرين تبدأ من مليون دولار.',
      },
      advisory: {
        title: 'استشارات التعدين | {{brand}}',
        description:
          'استشارات لعمليات التعدين والحكومات والمستثمرين الاستراتيجيين: نمذجة التوائم الرقمية، والتنبؤ بنماذج ESG والذكاء الاصطناعي، وتقييم الموارد، والتنفيذ.',
      },
      contact: {
        title: 'اتصل بنا | {{brand}}',
        description:
          'تواصل مع مقرّنا الرئيسي في مسقط، أو مكتب التداول، أو فريق معلومات السوق، أو فريق الشراكات. من الأحد إلى الخميس، من 8:00 صباحًا حتى 6:00 مساءً (GMT+4)، وعلى مدار الساعة للصفقات الجارية.',
      },
    },
    appPages: {
      signIn: 'تسجيل الدخول',
      register: 'إنشاء حساب',
      forgotPassword: 'إعادة تعيين كلمة المرور',
      verifyEmail: 'تأكيد البريد الإلكتروني',
      verifyContract: 'التحقق من عقد',
      traderPortal: 'بوابة المتداول',
      sellerPortal: 'بوابة البائع',
      adminPortal: 'لوحة الإدارة',
      notFound: 'الصفحة غير موجودة',
    },
    appDescription: 'دخول آمن للعملاء إلى بوابات التداول والبيع والإدارة في {{brand}}.',
    ogImageAlt: '{{brand}}: الذهب والوقود والاستثمار في السلع',
  },
);
