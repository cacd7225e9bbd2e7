import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** The demo administrator the e2e server seeds. */
export const DEMO_ADMIN = { email: 'admin@example.com', password: 'AdminDemo@2026' } as const;

/** Waits until the locator is visible: content arrives after the page does. */
export const shown = (locator: Locator, timeout = 10_000) => expect.poll(() => locator.isVisible(), { timeout }).toBe(true);

/** Fills and sends the general sign-in form (/portal); the caller waits for where it leads. */
export async function signInAtPortal(page: Page, email: string, password: string) {
  await page.goto('/portal');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}
