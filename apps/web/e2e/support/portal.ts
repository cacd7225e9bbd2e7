import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** Waits until the locator is visible: content arrives after the page does. */
export const shown = (locator: Locator, timeout = 10_000) => expect.poll(() => locator.isVisible(), { timeout }).toBe(true);

/**
 * Fills and sends the sign-in form at `at` (the general one, /portal, unless a portal's own address is
 * given); the caller waits for where it leads.
 */
export async function signInAtPortal(page: Page, email: string, password: string, at = '/portal') {
  await page.goto(at);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** In an open contract dialog, as the contract's seller: signs it (the buyer has signed: it becomes active) and marks it executed. */
export async function sellerSignsAndExecutes(dialog: Locator) {
  await shown(dialog.getByText('You are the seller'));
  await dialog.getByRole('button', { name: 'Sign contract' }).click();
  await shown(dialog.getByText('Active', { exact: true }));
  await dialog.getByRole('button', { name: 'Mark as executed' }).click();
  await shown(dialog.getByText('The contract has been executed.'));
  await shown(dialog.getByText('Executed', { exact: true }));
}
