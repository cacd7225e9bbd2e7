import { defineTexts } from '@/lib/i18n/texts';

export const advisoryActionsTexts = defineTexts(
  'site.advisoryActions',
  {
    book: 'Book Advisory Consultation',
    email: 'Email the Advisory Team',
  },
  {
    book: 'احجز استشارة',
    email: 'راسل فريق الاستشارات',
  },
);
