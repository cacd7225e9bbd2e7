import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN as ADMIN, PASSWORD, adminToken, uniqueEmail } from './support/accounts';
import { apiCall } from './support/api';
import { sharedBrowser, openPage } from './support/browser';
import { latestMailTo, verificationLinkTo } from './support/mail';
import { shown, signInAtPortal as signIn } from './support/portal';

/**
 * Account flows driven by the system settings, in a real browser against the real server: an account an
 * administrator created signs in with its temporary password and must choose its own first; a registered
 * account verifies its email through the mailed link before its portal opens; maintenance shows a banner
 * and keeps traders out. Any setting changed here is put back in a finally.
 */

const TEMPORARY = 'Temp@Harbour2026';
const CHOSEN = 'Tanker$Route42';
const UI_TIMEOUT = { timeout: 10_000 };

type PlatformSettings = { maintenanceMode: boolean; requireEmailVerification: boolean };

/** Runs `body` with platform settings changed through the administrator API, and restores them whatever happens. */
async function withPlatformSettings(change: Partial<PlatformSettings>, body: () => Promise<void>) {
  const token = await adminToken();
  const before = (await apiCall<{ settings: { platform: PlatformSettings } }>('GET', '/admin/settings', { token })).settings.platform;
  const restore = Object.fromEntries(Object.keys(change).map((key) => [key, before[key as keyof PlatformSettings]]));
  await apiCall('PUT', '/admin/settings', { token, body: { platform: change } });
  try {
    await body();
  } finally {
    await apiCall('PUT', '/admin/settings', { token: await adminToken(), body: { platform: restore } });
  }
}

const traderMenu = (page: Page) => page.getByRole('navigation', { name: 'TRADER' });

const browser = sharedBrowser();

describe('a temporary password from an administrator', () => {
  it('signs in with it, is made to choose a new password, then sees the portal', async () => {
    const email = uniqueEmail('temporary');
    await apiCall('POST', '/admin/users', {
      token: await adminToken(),
      body: { email, firstName: 'Noor', lastName: 'Al Balushi', role: 'trader', tempPassword: TEMPORARY },
    });
    const { context, page } = await openPage(browser());
    try {
      await signIn(page, email, TEMPORARY);
      await page.waitForURL('**/portal-trader**');
      await shown(page.getByRole('heading', { name: 'Set a new password' }));
      expect(await traderMenu(page).count()).toBe(0);

      const form = page.getByRole('form', { name: 'Set a new password' });
      await form.getByLabel('Temporary password').fill(TEMPORARY);
      await form.getByLabel('New password', { exact: true }).fill(CHOSEN);
      await form.getByLabel('Confirm new password').fill(CHOSEN);
      await form.getByRole('button', { name: 'Set new password' }).click();
      await shown(traderMenu(page));

      // The temporary password is spent; the chosen one opens the portal straight away.
      await page.getByRole('button', { name: 'Sign Out' }).first().click();
      await page.waitForURL('**/portal');
      await signIn(page, email, TEMPORARY);
      await expect.poll(() => page.getByRole('alert').textContent(), UI_TIMEOUT).toContain('Invalid email or password');
      await signIn(page, email, CHOSEN);
      await page.waitForURL('**/portal-trader**');
      await shown(traderMenu(page));
    } finally {
      await context.close();
    }
  });
});

describe('requireEmailVerification', () => {
  it('keeps a new account at the verify screen until the mailed link is opened, then opens the portal', async () => {
    await withPlatformSettings({ requireEmailVerification: true }, async () => {
      const email = uniqueEmail('verify');
      const { context, page } = await openPage(browser());
      try {
        await page.goto('/register');
        await page.getByLabel('First name').fill('Salim');
        await page.getByLabel('Last name').fill('Al Harthy');
        await page.getByLabel('Email').fill(email);
        await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
        await page.getByLabel('Confirm password').fill(PASSWORD);
        await page.getByLabel('I accept the Terms of Service and Privacy Policy').check();
        await page.getByRole('button', { name: 'Create Trading Account' }).click();
        await page.waitForURL('**/portal', { timeout: 5_000 });

        await signIn(page, email, PASSWORD);
        await page.waitForURL('**/portal-trader**');
        await shown(page.getByRole('heading', { name: 'Please verify your email address' }));
        expect(await traderMenu(page).count()).toBe(0);

        // A new link replaces the first one; the newest mail holds it.
        const first = await latestMailTo(email);
        await page.getByRole('button', { name: 'Resend verification email' }).click();
        await shown(page.getByText('A new verification link has been sent to your email address.'));
        await page.goto(await verificationLinkTo(email, { after: first }));
        await shown(page.getByText('Your email address has been verified.'));
        expect(new URL(page.url()).search).toBe('');

        await page.getByRole('link', { name: 'Continue to your portal' }).click();
        await page.waitForURL('**/portal-trader**');
        await shown(traderMenu(page));
      } finally {
        await context.close();
      }
    });
  });
});

describe('maintenanceMode', () => {
  it('shows the banner on public pages and refuses a trader at sign-in; an administrator still signs in', async () => {
    const email = uniqueEmail('maintenance');
    await apiCall('POST', '/admin/users', {
      token: await adminToken(),
      body: { email, firstName: 'Huda', lastName: 'Al Amri', role: 'trader', tempPassword: TEMPORARY },
    });
    await withPlatformSettings({ maintenanceMode: true }, async () => {
      const { context, page } = await openPage(browser());
      try {
        await page.goto('/about');
        await shown(page.getByRole('status').filter({ hasText: 'The platform is under maintenance. Please try again later.' }));

        await signIn(page, email, TEMPORARY);
        await expect.poll(() => page.getByRole('alert').textContent(), UI_TIMEOUT).toContain('The platform is under maintenance. Please try again later.');
        expect(new URL(page.url()).pathname).toBe('/portal');

        await signIn(page, ADMIN.email, ADMIN.password);
        await page.waitForURL('**/portal-admin**');
      } finally {
        await context.close();
      }
    });
  });
});
