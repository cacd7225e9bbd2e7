import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN as ADMIN, createAccount } from './support/accounts';
import { sharedBrowser } from './support/browser';
import { loginAs } from './support/login';
import { shown } from './support/portal';

/**
 * The administrator's system tabs in a real browser against the real server: the Audit Logs tab shows the
 * administrator's own sign-in, and revoking a trader's session on the Security tab signs that trader out.
 */

describe('audit log and sessions in the browser', () => {
  const browser = sharedBrowser();

  it("shows the administrator's sign-in on the Audit Logs tab, filtered through the URL", async () => {
    const { page } = await loginAs(browser(), 'admin');
    await page.goto(`/portal-admin/audit?action=auth.login.success&actor=${encodeURIComponent(ADMIN.email)}`);
    const table = page.getByRole('table');
    await shown(table);
    await shown(table.getByRole('row').nth(1).getByText('auth.login.success'));
    await expect.poll(() => table.getByRole('row').nth(1).getByText(ADMIN.email).isVisible()).toBe(true);
    expect(await page.getByLabel('Action').inputValue()).toBe('auth.login.success');
    expect(await page.getByLabel('Actor').inputValue()).toBe(ADMIN.email);
  });

  it("revokes a trader's session: the trader's portal falls back to its sign-in screen", async () => {
    const account = await createAccount('trader', { label: 'revoked', firstName: 'Hamed', lastName: 'Said' });
    const { email } = account;
    const trader = await loginAs(browser(), account);
    await shown(trader.page.getByRole('heading', { level: 1, name: 'Dashboard' }));

    const { page } = await loginAs(browser(), 'admin');
    await page.goto(`/portal-admin/security?user=${encodeURIComponent(email)}`);
    await page.getByRole('button', { name: `Revoke session of ${email}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Revoke session?' });
    await dialog.getByRole('button', { name: 'Revoke session' }).click();
    await shown(page.getByText(`Session of ${email} revoked`));
    await shown(page.getByText('No active sessions'));

    // The trader's next request (the reload's session refresh) is refused: the sign-in screen comes back.
    // (A click inside the portal may be served from data still fresh in the page's cache, with no request.)
    await trader.page.reload();
    await shown(trader.page.getByText('Secure access to your trading dashboard'));
    expect(new URL(trader.page.url()).pathname).toMatch(/^\/portal-trader/);

    // The revocation is in the audit log.
    await page.goto('/portal-admin/audit?action=admin.session.revoked');
    await shown(page.getByRole('table').getByText('admin.session.revoked').first());
  });
});
