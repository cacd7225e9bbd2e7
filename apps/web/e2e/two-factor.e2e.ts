import { generate } from 'otplib';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PASSWORD, createAccount } from './support/accounts';
import { sharedBrowser, openPage } from './support/browser';
import { shown as shownWithin, signInAtPortal } from './support/portal';

/**
 * Two-factor sign-in in a real browser against the real server (setting enableTwoFactorAuth, on by
 * default): a fresh trader enrols an authenticator in Profile, the test playing the app by computing
 * codes from the secret the page shows, then signs in with a code and later with a recovery code.
 */

const STEP_MS = 30_000;
const UI_TIMEOUT = { timeout: 15_000 };
const shown = (locator: Locator) => shownWithin(locator, UI_TIMEOUT.timeout);

/** A fresh trader, registered through the API with its address verified through the mailed link (password PASSWORD). */
const registerTrader = () => createAccount('trader', { label: 'totp', firstName: 'Salim', lastName: 'Al Harthy', companyName: 'Sohar Refining Partners' });

const passwordStep = (page: Page, portal: string, email: string) => signInAtPortal(page, email, PASSWORD, portal);

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign Out' }).first().click();
  await page.waitForURL('**/portal');
}

describe('two-factor sign-in in the browser', () => {
  const browser = sharedBrowser();

  it('enrols an authenticator in Profile, then signs in with a code, and with a recovery code', async () => {
    const { email } = await registerTrader();
    const { context, page } = await openPage(browser());
    try {
      // Before enrolment the password alone signs in.
      await passwordStep(page, '/portal-trader', email);
      await shown(page.getByRole('heading', { level: 1, name: 'Dashboard' }));

      await page.goto('/portal-trader/profile');
      await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
      await shown(page.getByRole('img', { name: 'QR code for your authenticator app' }));
      const secret = (await page.getByTestId('totp-secret').textContent())!.replaceAll(' ', '');
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);

      // The app's code now; the code of the step after it signs in later (the server takes each step once).
      const enrolledAt = Date.now();
      await page.getByLabel('Authentication code').fill(await generate({ secret, epoch: Math.floor(enrolledAt / 1000) }));
      await page.getByRole('button', { name: 'Verify and turn on' }).click();
      const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
      await expect.poll(() => codes.count(), UI_TIMEOUT).toBe(10);
      const recoveryCode = (await codes.first().textContent())!;
      await page.getByRole('button', { name: 'I have saved my codes' }).click();
      await shown(page.getByText('Recovery codes left:'));
      await signOut(page);

      // The trader portal's own sign-in screen asks for the code after the password.
      await passwordStep(page, '/portal-trader', email);
      const code = page.getByLabel('Authentication code');
      await shown(code);
      expect(await code.getAttribute('autocomplete')).toBe('one-time-code');
      expect(await code.getAttribute('inputmode')).toBe('numeric');
      const next = await generate({ secret, epoch: Math.floor((enrolledAt + STEP_MS) / 1000) });
      await code.fill(next === '000000' ? '000001' : '000000');
      await page.getByRole('button', { name: 'Verify', exact: true }).click();
      await expect.poll(() => page.getByRole('alert').textContent(), UI_TIMEOUT).toContain('Invalid authentication code');
      await code.fill(next);
      await page.getByRole('button', { name: 'Verify', exact: true }).click();
      await shown(page.getByRole('heading', { level: 1, name: 'Dashboard' }));
      // The session is a real one: it survives a reload.
      await page.reload();
      await shown(page.getByRole('button', { name: 'Sign Out' }).first());
      await signOut(page);

      // The general sign-in page, with a recovery code, lands in the trader portal.
      await passwordStep(page, '/portal', email);
      await page.getByRole('button', { name: 'Use a recovery code' }).click();
      await page.getByLabel('Recovery code').fill(recoveryCode.toUpperCase());
      await page.getByRole('button', { name: 'Verify', exact: true }).click();
      await page.waitForURL('**/portal-trader**');
      await page.goto('/portal-trader/profile');
      await shown(page.getByText('Recovery codes left:'));
      expect(await page.getByText('Recovery codes left:').textContent()).toContain('9');
    } finally {
      await context.close();
    }
  });
});
