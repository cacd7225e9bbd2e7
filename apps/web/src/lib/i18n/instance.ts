import { DEFAULT_LANGUAGE, LANGUAGES } from '@ctp/domain/languages';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * The one i18next instance of the web app. Texts are bundled with the feature that shows them (defineTexts), in both
 * languages, so a switch never waits for a download and a prerendered /ar page hydrates with the words it was built with.
 */
export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: LANGUAGES,
  resources: {},
  initAsync: false,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});
