import { defineTexts } from '@/lib/i18n/texts';

export const siteLayoutTexts = defineTexts('siteLayout', { skipToContent: 'Skip to content' }, { skipToContent: 'انتقل إلى المحتوى' });
