import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { sharedBrowser } from './support/browser';
import { loginAs } from './support/login';
import { shown } from './support/portal';

/**
 * System Settings in a real browser: the demo administrator changes the session timeout, sees the unsaved
 * warning, saves, and finds the value stored after a reload. The original value is put back afterwards
 * (the e2e server is shared), through the same form.
 */

const UNSAVED = "You have unsaved changes. Don't forget to save your settings.";

describe('system settings in the browser', () => {
  const browser = sharedBrowser();

  const timeoutField = (page: Page) => page.getByRole('spinbutton', { name: 'Session Timeout (minutes)' });
  // Locator waits (not expect.poll), so the clean-up can use it too.
  async function saveTimeout(page: Page, value: string) {
    await timeoutField(page).fill(value);
    await page.getByText(UNSAVED).waitFor();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Settings saved successfully').waitFor();
  }

  it('saves a change only through Save Changes, and keeps it', async () => {
    const { page } = await loginAs(browser(), 'admin');
    await page.getByRole('link', { name: 'System Settings' }).first().click();
    await page.waitForURL('**/portal-admin/settings**');
    await timeoutField(page).waitFor();
    const original = await timeoutField(page).inputValue();
    try {
      const save = page.getByRole('button', { name: 'Save Changes' });
      expect(await save.isDisabled()).toBe(true);
      const next = original === '45' ? '50' : '45';
      await saveTimeout(page, next);
      expect(await page.getByText(UNSAVED).count()).toBe(0);
      expect(await save.isDisabled()).toBe(true);

      await page.reload();
      await shown(timeoutField(page));
      expect(await timeoutField(page).inputValue()).toBe(next);
      await shown(page.getByRole('list', { name: 'System status' }).getByText('Operational').first());
    } finally {
      if (original && (await timeoutField(page).inputValue()) !== original) await saveTimeout(page, original);
    }
  });
});
