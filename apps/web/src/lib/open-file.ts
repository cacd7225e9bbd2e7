/**
 * The page's Content-Security-Policy lets images come from data: URLs but frames only from the site
 * itself, so a fetched PDF cannot sit in an iframe; it opens in a tab of its own, where the
 * browser's PDF viewer shows it. Images are shown in the page from a data: URL.
 */

import { LANGUAGE_SETTINGS } from '@ctp/domain/languages';
import { currentLanguage } from './i18n/language';
import { textsIn } from './i18n/texts';
import { openFileTexts } from './open-file.texts';

/** How long an opened file's object URL stays valid: long enough for the new tab to read it. */
const OBJECT_URL_LIFETIME_MS = 60_000;

/**
 * A tab opened during the click, while the browser still counts it as the user's doing; filled once
 * the file has arrived (a window opened after an await is taken for a pop-up and blocked).
 */
export function openPendingTab(title: string): Window | null {
  const tab = window.open('', '_blank');
  if (!tab) return null;
  tab.opener = null;
  try {
    const language = currentLanguage();
    tab.document.title = title;
    tab.document.documentElement.lang = language;
    tab.document.documentElement.dir = LANGUAGE_SETTINGS[language].dir;
    Object.assign(tab.document.body.style, {
      background: '#0b0d12',
      color: '#cbd5e1',
      font: '15px system-ui,sans-serif',
      display: 'grid',
      placeItems: 'center',
      height: '100vh',
      margin: '0',
    });
    tab.document.body.textContent = textsIn(openFileTexts, language).loadingPreview;
  } catch {
    // A browser that isolates the new tab still lets us navigate it below.
  }
  return tab;
}

/** Shows a Blob in `tab` (or a new tab) through a short-lived object URL. */
export function showBlobInTab(blob: Blob, tab: Window | null) {
  const url = URL.createObjectURL(blob);
  if (tab && !tab.closed) tab.location.href = url;
  else window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
}

/** A Blob as a data: URL, which the CSP's img-src allows. */
export function dataUrlOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(blob);
  });
}
