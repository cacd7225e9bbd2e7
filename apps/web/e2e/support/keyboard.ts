import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { shown } from './portal';

/**
 * Helpers for the keyboard-only browser tests: they move focus with the keys a keyboard user has (Tab,
 * Shift+Tab, arrows) and check at every stop that the focused element shows it is focused. A test finds
 * its way by pressing keys until the element it wants has focus, never by clicking it.
 */

/** The focused element as a person would call it ('button "Sign In"'), for failure messages. */
export const focusedElement = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'nothing';
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
    return `${element.getAttribute('role') ?? element.tagName.toLowerCase()} "${name}"`;
  });

/**
 * Whether the focused element has a focus indicator: an outline, a ring (box-shadow), or a styled label
 * of a visually hidden native control (the upload dialog's file picker draws its focus on the label).
 */
export const focusIsVisible = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return false;
    const drawn = (target: Element) => {
      const style = getComputedStyle(target);
      return (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
    };
    const labels = 'labels' in element ? Array.from((element as HTMLInputElement).labels ?? []) : [];
    return drawn(element) || labels.some(drawn);
  });

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/** Whether `target` comes before the focused element in the page, so Shift+Tab is the way to it. */
const isBehindFocus = (target: Locator) =>
  target.evaluate((element) => {
    const focused = document.activeElement;
    return focused !== null && focused !== document.body && (element.compareDocumentPosition(focused) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
  });

/**
 * Presses Tab, or Shift+Tab when `target` comes before the focused element, until `target` has focus;
 * fails with the trail of stops if it does not within `max` presses, or if any stop on the way shows no
 * focus indicator.
 */
export async function tabTo(page: Page, target: Locator, { max = 60 } = {}): Promise<void> {
  await shown(target);
  const back = await isBehindFocus(target);
  const trail: string[] = [];
  for (let press = 0; press < max; press += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const stop = await focusedElement(page);
    trail.push(stop);
    expect(await focusIsVisible(page), `focus on ${stop} is not visible`).toBe(true);
  }
  if (await isFocused(target)) return;
  throw new Error(`${max} presses of ${back ? 'Shift+Tab' : 'Tab'} never reached the target; focus went: ${trail.join(' → ')}`);
}

/** Presses `key` (an arrow) until `target` has focus, as in a menu or a tab list. */
export async function arrowTo(page: Page, target: Locator, key: 'ArrowDown' | 'ArrowUp' | 'ArrowLeft' | 'ArrowRight', max = 20): Promise<void> {
  for (let press = 0; press < max; press += 1) {
    if (await isFocused(target)) {
      expect(await focusIsVisible(page), `focus on ${await focusedElement(page)} is not visible`).toBe(true);
      return;
    }
    await page.keyboard.press(key);
  }
  throw new Error(`${max} presses of ${key} never reached the target; focus is on ${await focusedElement(page)}`);
}

/** Waits until focus is on `target` (a dialog returning focus to its trigger, a skip link landing). */
export const focusLandsOn = (target: Locator) => expect.poll(() => isFocused(target), { timeout: 10_000 }).toBe(true);

/** Whether focus is inside `container` (an open dialog). */
export const focusIsWithin = (container: Locator) => container.evaluate((element) => element.contains(document.activeElement));
