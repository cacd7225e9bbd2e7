import { company } from '@/lib/company';
import { defineTexts } from '@/lib/i18n/texts';

const { businessHours } = company;

export const contactPageTexts = defineTexts(
  'site.page.contact',
  {
    eyebrow: 'Contact',
    titleStart: 'Let’s talk about your',
    titleHighlight: 'next trade',
    lead: `From our head office in ${company.headOffice.city} and offices across six continents, our teams are ready to help with trading, market intelligence, investment and partnerships.`,
    highlights: [`${businessHours.days}, ${businessHours.hours} (${businessHours.timeZone})`, businessHours.activeTradeSupport],
  },
  {
    eyebrow: 'تواصل معنا',
    titleStart: 'لنتحدّث عن',
    titleHighlight: 'صفقتك القادمة',
    lead: 'من مقرّنا الرئيسي في مسقط ومكاتبنا في القارات الست، فرقنا على استعداد لمساعدتك في التداول ومعلومات السوق والاستثمار والشراكات.',
    highlights: [`من الأحد إلى الخميس، من 8:00 صباحًا حتى 6:00 مساءً (${businessHours.timeZone})`, 'دعم على مدار الساعة طوال أيام الأسبوع للصفقات الجارية'],
  },
);
