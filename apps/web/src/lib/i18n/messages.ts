import { ERROR_CODES } from '@ctp/domain/error-codes';
import { SERVER_TEXTS, TEXTS } from '@ctp/domain/texts';
import { isKnownText, translateText } from '@ctp/domain/translations';
import { currentLanguage } from './language';

const serverTexts: Record<string, string> = SERVER_TEXTS;
/** The server's text for each error code it answers with, for a message too specific to be translated word for word. */
const textOfCode = new Map(
  Object.entries(ERROR_CODES).flatMap(([key, code]) => (Object.hasOwn(serverTexts, key) ? [[code as string, serverTexts[key]!]] : [])),
);

/**
 * A message that arrived in English (the API answers in English: spec 8's texts are the contract) in the reader's
 * language: the same words if the domain knows them, else what its code means, else the caller's own fallback.
 */
export function localizedMessage(message: string, code?: string, fallback?: string): string {
  const language = currentLanguage();
  if (language === 'en' || isKnownText(message)) return translateText(message, language);
  const byCode = code === undefined ? undefined : textOfCode.get(code);
  return translateText(byCode ?? fallback ?? TEXTS.requestFailed, language);
}
