import { defineTexts } from '@/lib/i18n/texts';

export const languageSwitchTexts = defineTexts('languageSwitch', { label: 'Language' }, { label: 'اللغة' });
