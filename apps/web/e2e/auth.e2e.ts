import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PASSWORD, uniqueEmail } from './support/accounts';
import { baseUrl, sharedBrowser, openPage } from './support/browser';
import { loginAs } from './support/login';
import { latestMailTo, resetTokenOf, verifyEmailOf } from './support/mail';
import { signInAtPortal as signIn } from './support/portal';

const NEW_PASSWORD = 'Tanker$Route42';
/** The reset mail comes after the verification mail of registration. */
const RESET_SUBJECT = 'Subject: Reset your password';

async function register(page: Page, email: string) {
  await page.goto('/register');
  await page.getByLabel('First name').fill('Noura');
  await page.getByLabel('Last name').fill('Al Balushi');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Company name').fill('Batinah Metals');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByLabel('I accept the Terms of Service and Privacy Policy').check();
  await page.getByRole('button', { name: 'Create Trading Account' }).click();
}

describe('accounts and sessions in the browser', () => {
  const browser = sharedBrowser();

  it('registers, signs in to the trader portal, survives a reload, and signs out', async () => {
    const { context, page } = await openPage(browser());
    const email = uniqueEmail('trader');
    await register(page, email);
    await expect.poll(() => page.getByText(/Account created successfully/).isVisible()).toBe(true);
    // Spec 2.14: the page moves to sign-in after 2 seconds.
    await page.waitForURL('**/portal', { timeout: 5_000 });
    // requireEmailVerification is on (spec 9): account-flows.e2e.ts follows the mailed link in the browser.
    await verifyEmailOf(email);

    await signIn(page, email, PASSWORD);
    await page.waitForURL('**/portal-trader**');
    await expect.poll(() => page.getByText('Noura').first().isVisible()).toBe(true);

    // The refresh token is in an httpOnly cookie: page scripts cannot read it, yet a reload keeps the session.
    expect(await page.evaluate(() => document.cookie)).not.toContain('refresh_token');
    await page.reload();
    await page.waitForURL('**/portal-trader**');
    await expect.poll(() => page.getByRole('button', { name: 'Sign Out' }).first().isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Sign Out' }).first().click();
    await page.waitForURL('**/portal');
    // Signed out, the trader portal shows its own sign-in screen.
    await page.goto('/portal-trader');
    await expect.poll(() => page.getByText('Secure access to your trading dashboard').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Register for Trading Access' }).getAttribute('href')).toBe('/register');
    await context.close();
  });

  it("refuses a seller on the trader portal's sign-in screen, and admits a trader there", async () => {
    const { context, page } = await openPage(browser());
    await page.goto('/portal-trader');
    await page.getByLabel('Email').fill('seller@example.com');
    await page.getByLabel('Password', { exact: true }).fill('SellerDemo@2026');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('Access denied. This portal is for traders only.');
    // No session was kept: a reload shows the sign-in screen again, not the seller portal.
    await page.reload();
    await expect.poll(() => page.getByText('Secure access to your trading dashboard').isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/portal-trader');

    await page.getByLabel('Email').fill('trader@example.com');
    await page.getByLabel('Password', { exact: true }).fill('TraderDemo@2026');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Dashboard' }).isVisible()).toBe(true);
    await context.close();
  });

  it('shows the server message in the error box for a wrong password', async () => {
    const { context, page } = await openPage(browser());
    await signIn(page, 'trader@example.com', 'Wrong.Password1');
    const alert = page.getByRole('alert');
    await expect.poll(() => alert.textContent()).toContain('Invalid email or password');
    expect(await alert.textContent()).toContain('Error');
    await context.close();
  });

  it('sends a trader who opens the admin panel to the trader portal', async () => {
    const { page } = await loginAs(browser(), 'trader');
    await page.goto('/portal-admin');
    await page.waitForURL('**/portal-trader**');
    // And a signed-in user who opens the sign-in page goes straight to their portal.
    await page.goto('/portal');
    await page.waitForURL('**/portal-trader**');
  });

  it.each([
    ['seller@example.com', 'SellerDemo@2026', '/portal-seller'],
    ['admin@example.com', 'AdminDemo@2026', '/portal-admin'],
  ])('signs %s in to %s', async (email, password, portal) => {
    const { context, page } = await openPage(browser());
    await signIn(page, email, password);
    await page.waitForURL(`**${portal}**`);
    expect(new URL(page.url()).pathname.startsWith(portal)).toBe(true);
    await context.close();
  });

  it('resets a forgotten password with the token from the outbox, then signs in with the new one', async () => {
    const { context, page } = await openPage(browser());
    const email = uniqueEmail('forgetful');
    await register(page, email);
    await page.waitForURL('**/portal', { timeout: 5_000 });

    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Instructions' }).click();
    await page.getByRole('button', { name: 'Enter Reset Token' }).click();

    const token = resetTokenOf(await latestMailTo(email, { containing: RESET_SUBJECT }));
    const emailField = page.getByLabel('Email');
    if (await emailField.count()) await emailField.fill(email);
    await page.getByLabel('Reset token').fill(token);
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Reset Password' }).click();

    // The old site went back to the 'sent' step; here the reset is confirmed and leads to sign-in.
    await expect.poll(() => page.getByText(/password has been reset/i).first().isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Sign In', exact: true }).click();
    await page.waitForURL('**/portal');

    await signIn(page, email, PASSWORD);
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('Invalid email or password');
    await signIn(page, email, NEW_PASSWORD);
    await page.waitForURL('**/portal-trader**');
    await context.close();
  });

  it('opens the reset link of the mail at the reset step', async () => {
    const { context, page } = await openPage(browser());
    const email = uniqueEmail('linked');
    await register(page, email);
    await page.waitForURL('**/portal', { timeout: 5_000 });
    const res = await fetch(`${baseUrl()}/auth/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    expect(res.status).toBe(200);
    const link = /(http:\/\/\S+\/forgot-password\?\S+)/.exec((await latestMailTo(email, { containing: RESET_SUBJECT })).replace(/=\r?\n/g, '').replace(/=3D/g, '='))?.[1];
    expect(link).toBeDefined();
    await page.goto(link!);
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect.poll(() => page.getByText(/password has been reset/i).first().isVisible()).toBe(true);
    await context.close();
  });

  it('shows the not-found page inside the site layout with a way home', async () => {
    const { context, page } = await openPage(browser());
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/not found/i);
    await page.getByRole('link', { name: /home/i }).first().click();
    await page.waitForURL(`${baseUrl()}/`);
    await context.close();
  });
});
