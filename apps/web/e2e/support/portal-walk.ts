import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { shown } from './portal';

/** Walking a portal's tabs as its side menu lists them (the accessibility scans in both languages). */

/**
 * Waits until `within` (the tab's main area, a dialog) has drawn its data: no spinner or loading placeholder
 * left, and two frames more for what follows layout (a scroll box that finds it overflows becomes a Tab stop).
 */
export async function settled(page: Page, within = 'main') {
  const loading = ['.animate-spin', '.animate-pulse'].map((busy) => `${within} ${busy}`).join(', ');
  // Market Intelligence loads eight quotes, a chart, the fuel board and the plan: on a loaded 2-core CI machine that
  // once took longer than 15 s at 1366 px (its own chart chunk) while two other browser workers ran.
  await expect.poll(() => page.locator(loading).count(), { timeout: 30_000 }).toBe(0);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/** The tabs of the portal, as its side menu lists them: name and address. */
export async function portalTabs(page: Page, menu: string) {
  const links = page.getByRole('navigation', { name: menu }).getByRole('link');
  await shown(links.first());
  return links.evaluateAll((elements) => elements.map((a) => ({ name: a.textContent ?? '', href: a.getAttribute('href') ?? '' })));
}

/**
 * Goes to a tab through the side menu: a click on its link. On a phone the menu is in a drawer (scanned once);
 * opening it for every tab only slowed the scan, so the link, hidden in the desktop side bar, gets the click
 * event instead.
 */
export async function openTab(page: Page, menu: string, tab: { name: string; href: string }, phone: boolean) {
  if (phone) await page.locator(`aside a[href="${tab.href}"]`).dispatchEvent('click');
  else await page.getByRole('navigation', { name: menu }).getByRole('link', { name: tab.name, exact: true }).click();
  await page.waitForURL((url) => url.pathname === tab.href);
  // A tab's code and first data may take longer than 10 s on a loaded 2-core CI machine (one admin tab did, once).
  await shown(page.getByRole('heading', { level: 1, name: tab.name }), 20_000);
  await settled(page);
}

/** Runs a step; if it fails, the error says where (the portal's tabs are many, and a timeout alone names none). */
export async function at(where: string, step: () => Promise<void>) {
  try {
    await step();
  } catch (error) {
    throw new Error(`${where}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

