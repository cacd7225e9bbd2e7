import { defineTexts } from '@/lib/i18n/texts';

export const notFoundTexts = defineTexts(
  'notFound',
  {
    documentTitle: 'Page Not Found | {{brand}}',
    heading: 'Page not found',
    body: 'The page you are looking for does not exist or has moved. Check the address, or start again from the home page.',
    home: 'Go to the home page',
    contact: 'Contact us',
  },
  {
    documentTitle: 'الصفحة غير موجودة | {{brand}}',
    heading: 'الصفحة غير موجودة',
    body: 'الصفحة التي تبحث عنها غير موجودة أو نُقلت إلى عنوان آخر. تحقّق من العنوان، أو ابدأ من جديد من الصفحة الرئيسية.',
    home: 'الانتقال إلى الصفحة الرئيسية',
    contact: 'تواصل معنا',
  },
);
