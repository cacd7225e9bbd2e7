import { describe, expect, it } from 'vitest';
import * as domain from './index';

/**
 * Every user-facing text of the domain exists once: two names holding the same words drift apart the day
 * one of them is edited. The texts are the `TEXTS` and `*_TEXTS` objects (walked into nested objects; texts
 * built by functions are left out) and the `*_MESSAGE` strings the package exports; its index re-exports
 * every module's, the zod-free ones (account-texts, order-constants, ...) through their schema modules.
 */

/**
 * Values allowed under more than one name, each with the place in the spec that gives the same words for
 * two different purposes. Nothing else belongs here: a repeated text is otherwise one text with two names.
 * None today: where the spec gives one text twice for the same situation ('Failed to update user role' twice
 * in spec 8, 'Passwords do not match' for registration and reset in spec 5), TEXTS holds it once.
 */
const SPEC_REPEATS: ReadonlyArray<{ text: string; names: readonly string[]; spec: string }> = [];

const isTextObject = (name: string) => name === 'TEXTS' || name.endsWith('_TEXTS');
const isTextString = (name: string) => name.endsWith('_MESSAGE');

/** Every exported text as `NAME.path` → value. */
function exportedTexts(): Map<string, string> {
  const texts = new Map<string, string>();
  const walk = (value: unknown, path: string) => {
    if (typeof value === 'string') texts.set(path, value);
    else if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [key, child] of Object.entries(value)) walk(child, `${path}.${key}`);
    }
  };
  for (const [name, value] of Object.entries(domain)) {
    if (isTextObject(name) || (isTextString(name) && typeof value === 'string')) walk(value, name);
  }
  return texts;
}

/** The texts held by more than one name: value → names. */
function repeated(texts: Map<string, string>): Map<string, string[]> {
  const namesByText = new Map<string, string[]>();
  for (const [name, text] of texts) namesByText.set(text, [...(namesByText.get(text) ?? []), name]);
  return new Map([...namesByText].filter(([, names]) => names.length > 1));
}

describe('domain texts', () => {
  it('finds the text objects it is meant to check', () => {
    const texts = exportedTexts();
    expect(texts.get('TEXTS.loginFailed')).toBe('Login failed');
    expect(texts.get('ACCOUNT_TEXTS.maintenance')).toBeDefined();
    expect(texts.get('SETTINGS_FIELD_TEXTS.platform.maintenanceMode.label')).toBe('Maintenance Mode');
    expect(texts.get('RANGE_ORDER_MESSAGE')).toBeDefined();
  });

  it('holds each text under one name only', () => {
    const duplicates = repeated(exportedTexts());
    for (const { text } of SPEC_REPEATS) duplicates.delete(text);
    const report = [...duplicates].map(([text, names]) => `${JSON.stringify(text)}: ${names.join(', ')}`);
    expect(report, 'the same text under several names: keep one name and use it everywhere').toEqual([]);
  });

  it('allows a repeat only while the spec still repeats it', () => {
    const duplicates = repeated(exportedTexts());
    for (const { text, names } of SPEC_REPEATS) expect(duplicates.get(text)?.sort(), text).toEqual([...names].sort());
  });
});
