import Database from 'better-sqlite3';
import { generate } from 'otplib';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, dataDir, launchBrowser, openPage } from './support/browser';

/**
 * Two-factor sign-in in a real browser against the real server (setting enableTwoFactorAuth, on by
 * default): a fresh trader enrols an authenticator in Profile, the test playing the app by computing
 * codes from the secret the page shows, then signs in with a code and later with a recovery code.
 */

const PASSWORD = 'Harbour.Gold77';
const STEP_MS = 30_000;
const UI_TIMEOUT = { timeout: 15_000 };
const shown = (locator: Locator) => expect.poll(() => locator.isVisible(), UI_TIMEOUT).toBe(true);

/** A fresh trader, registered through the API; its address is marked verified in the e2e database so no mail step is needed. */
async function registerTrader(): Promise<{ email: string }> {
  const email = `totp.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const response = await fetch(`${baseUrl()}/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, firstName: 'Salim', lastName: 'Al Harthy', companyName: 'Sohar Refining Partners' }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  const db = new Database(path.join(dataDir(), 'app.db'));
  try {
    db.prepare('update users set email_verified = 1 where email = ?').run(email);
  } finally {
    db.close();
  }
  return { email };
}

async function passwordStep(page: Page, portal: string, email: string) {
  await page.goto(portal);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign Out' }).first().click();
  await page.waitForURL('**/portal');
}

describe('two-factor sign-in in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('enrols an authenticator in Profile, then signs in with a code, and with a recovery code', async () => {
    const { email } = await registerTrader();
    const { context, page } = await openPage(browser);
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
