import { DEFAULT_LANGUAGE, LANGUAGES } from '@ctp/domain/languages';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { currentLanguage, onLanguageChange } from './language';

/**
 * The one i18next instance of the web app. Texts are bundled with the feature that shows them (defineTexts), in both
 * languages, so a switch never waits for a download and a prerendered /ar page hydrates with the words it was built with.
 * It follows the language state of language.ts, which the entry sets before anything renders.
 */
export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: currentLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: LANGUAGES,
  resources: {},
  initAsync: false,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});
onLanguageChange((language) => void i18n.changeLanguage(language));
