import { defineTexts } from '@/lib/i18n/texts';

export const routeErrorTexts = defineTexts('routeError', { home: 'Back to the home page' }, { home: 'العودة إلى الصفحة الرئيسية' });
