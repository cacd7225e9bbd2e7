import { company, headOfficeLines } from '@/lib/company';
import { defineTexts } from '@/lib/i18n/texts';

const { businessHours } = company;

export const contactTexts = defineTexts(
  'site.section.contact',
  {
    quick: {
      eyebrow: 'Quick contact',
      title: 'Reach the right team directly',
      lead: 'Write straight to the specialists you need, or use the form below and we will route your message.',
      items: [
        { title: 'Trading Desk', body: 'Gold and fuel orders, quotes and the status of active trades.' },
        { title: 'Intelligence Team', body: 'Market intelligence packages, briefs, forecasts and data access.' },
        { title: 'Partnership Inquiries', body: 'Mandates, joint ventures and membership of our partner ecosystem.' },
      ],
    },
    form: {
      title: 'Send Us a Message',
      lead: 'Tell us what you need and the right team will reply.',
    },
    headOffice: {
      title: 'Head Office',
      lines: headOfficeLines,
    },
    email: {
      title: 'Email Us',
      departments: ['General inquiries', 'Trading', 'Market intelligence', 'Partnerships'],
    },
    hours: {
      title: 'Business Hours',
      days: businessHours.days,
      hours: `${businessHours.hours} (${businessHours.timeZone})`,
      activeTradeSupport: businessHours.activeTradeSupport,
    },
  },
  {
    quick: {
      eyebrow: 'تواصل سريع',
      title: 'تواصل مباشرة مع الفريق المختص',
      lead: 'راسل المتخصصين الذين تحتاجهم مباشرة، أو استخدم النموذج أدناه وسنوجّه رسالتك إلى الفريق المعني.',
      items: [
        { title: 'مكتب التداول', body: 'طلبات الذهب والوقود، وعروض الأسعار، وحالة الصفقات الجارية.' },
        { title: 'فريق معلومات السوق', body: 'باقات معلومات السوق، والنشرات، والتوقعات، والوصول إلى البيانات.' },
        { title: 'استفسارات الشراكة', body: 'التفويضات، والمشاريع المشتركة، والانضمام إلى منظومة شركائنا.' },
      ],
    },
    form: {
      title: 'أرسل لنا رسالة',
      lead: 'أخبرنا بما تحتاجه وسيتولى الفريق المختص الرد عليك.',
    },
    headOffice: {
      title: 'المقر الرئيسي',
      lines: [
        'مسقط جراند تاور، الطابق 7',
        'شارع السلطان قابوس، الخوير',
        `ص.ب. ${company.headOffice.poBox}، الرمز البريدي ${company.headOffice.postalCode}`,
        'مسقط، سلطنة عُمان',
      ],
    },
    email: {
      title: 'راسلنا',
      departments: ['الاستفسارات العامة', 'التداول', 'معلومات السوق', 'الشراكات'],
    },
    hours: {
      title: 'ساعات العمل',
      days: 'من الأحد إلى الخميس',
      hours: `من 8:00 صباحًا حتى 6:00 مساءً (${businessHours.timeZone})`,
      activeTradeSupport: 'دعم على مدار الساعة طوال أيام الأسبوع للصفقات الجارية',
    },
  },
);
