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

/** Who signs in the sign dialog: the full name they type and the password they re-confirm with. */
export interface Signer {
  firstName: string;
  lastName: string;
  password: string;
}

/**
 * In an open contract dialog: opens the sign dialog, types the signer's full name, ticks the consent, re-confirms
 * with the password and signs; waits for the signature to be recorded.
 */
export async function signInContractDialog(dialog: Locator, signer: Signer) {
  await dialog.getByRole('button', { name: 'Sign contract' }).click();
  const signing = dialog.page().getByRole('dialog', { name: /^Sign contract / });
  await signing.getByLabel('Your full name').fill(`${signer.firstName} ${signer.lastName}`);
  await signing.getByRole('checkbox').check();
  await signing.getByLabel('Password', { exact: true }).fill(signer.password);
  await signing.getByRole('button', { name: 'Sign contract' }).click();
  await shown(dialog.getByText('Your signature has been recorded.'));
}

/** In an open contract dialog, as the contract's seller: signs it (the buyer has signed: it becomes active) and marks it executed. */
export async function sellerSignsAndExecutes(dialog: Locator, seller: Signer) {
  await shown(dialog.getByText('You are the seller'));
  await signInContractDialog(dialog, seller);
  await shown(dialog.getByText('Active', { exact: true }));
  await dialog.getByRole('button', { name: 'Mark as executed' }).click();
  await shown(dialog.getByText('The contract has been executed.'));
  await shown(dialog.getByText('Executed', { exact: true }));
}
