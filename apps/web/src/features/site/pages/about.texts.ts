import { company } from '@/lib/company';
import { defineTexts } from '@/lib/i18n/texts';

export const aboutPageTexts = defineTexts(
  'site.page.about',
  {
    eyebrow: `About ${company.name}`,
    titleStart: 'Modernising commodity trading with',
    titleHighlight: 'technology and analytics',
    lead: `${company.name} is an investment company headquartered in ${company.headOffice.city}, ${company.headOffice.country}. We trade gold and fuel, publish market intelligence and finance mining projects through streaming, royalty and advisory mandates, all on one proprietary analytics platform.`,
    portal: 'Open the Client Portal',
    contact: 'Contact Us',
  },
  {
    eyebrow: `عن ${company.name}`,
    titleStart: 'نُحدِّث تجارة السلع بقوة',
    titleHighlight: 'التقنية والتحليلات',
    lead: `${company.name} شركة استثمار يقع مقرّها الرئيسي في مسقط، سلطنة عُمان. نتداول الذهب والوقود، وننشر معلومات السوق، ونموّل مشاريع التعدين عبر اتفاقيات تدفّق المعادن والإتاوات والتفويضات الاستشارية، وكل ذلك على منصة تحليلات واحدة طوّرناها بأنفسنا.`,
    portal: 'الدخول إلى بوابة العملاء',
    contact: 'تواصل معنا',
  },
);
