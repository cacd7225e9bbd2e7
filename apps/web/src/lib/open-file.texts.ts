import { defineTexts } from '@/lib/i18n/texts';

export const openFileTexts = defineTexts('openFile', { loadingPreview: 'Loading preview...' }, { loadingPreview: 'جارٍ تحميل المعاينة...' });
