import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser';
import { DEMO_ADMIN, shown, signInAtPortal as signIn } from './support/portal';

/**
 * System Settings in a real browser: the demo administrator changes the session timeout, sees the unsaved
 * warning, saves, and finds the value stored after a reload. The original value is put back afterwards
 * (the e2e server is shared), through the same form.
 */

const UNSAVED = "You have unsaved changes. Don't forget to save your settings.";

describe('system settings in the browser', () => {
  let browser: Browser;
  let admin: { context: BrowserContext; page: Page };
  let original = '';

  const timeoutField = () => admin.page.getByRole('spinbutton', { name: 'Session Timeout (minutes)' });
  // Locator waits (not expect.poll), so afterAll can use it too.
  async function saveTimeout(value: string) {
    const { page } = admin;
    await timeoutField().fill(value);
    await page.getByText(UNSAVED).waitFor();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Settings saved successfully').waitFor();
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await openPage(browser);
    await signIn(admin.page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await admin.page.waitForURL('**/portal-admin**');
    await admin.page.getByRole('link', { name: 'System Settings' }).first().click();
    await admin.page.waitForURL('**/portal-admin/settings**');
    await timeoutField().waitFor();
    original = await timeoutField().inputValue();
  });
  afterAll(async () => {
    try {
      if (original && (await timeoutField().inputValue()) !== original) await saveTimeout(original);
    } finally {
      await admin?.context.close();
      await browser?.close();
    }
  });

  it('saves a change only through Save Changes, and keeps it', async () => {
    const { page } = admin;
    const save = page.getByRole('button', { name: 'Save Changes' });
    expect(await save.isDisabled()).toBe(true);
    const next = original === '45' ? '50' : '45';
    await saveTimeout(next);
    expect(await page.getByText(UNSAVED).count()).toBe(0);
    expect(await save.isDisabled()).toBe(true);

    await page.reload();
    await shown(timeoutField());
    expect(await timeoutField().inputValue()).toBe(next);
    await shown(page.getByRole('list', { name: 'System status' }).getByText('Operational').first());
  });
});
