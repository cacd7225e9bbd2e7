import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createAccount, uniqueEmail } from './support/accounts';
import { sharedBrowser } from './support/browser';
import { loginAs } from './support/login';
import { latestMailTo } from './support/mail';
import { shown, signInAtPortal as signIn } from './support/portal';

/**
 * User Management in a real browser against the real server: the demo administrator creates a user in the
 * UI and finds it in the list; then suspends a trader who is signed in in another browser, whose open
 * portal session ends on its next request and whose sign-in is refused, and reactivates them.
 */

/** Narrows the list to one user through the search box (the search reaches the server after a pause). */
async function findUser(page: Page, email: string, name: string): Promise<Locator> {
  await page.getByLabel('Search users').fill(email);
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(name) }) });
  await shown(row);
  return row;
}

/** The demo administrator, signed in and at User Management. */
async function adminAtUsers(browser: Browser): Promise<Page> {
  const { page } = await loginAs(browser, 'admin');
  await page.getByRole('link', { name: 'User Management' }).first().click();
  await page.waitForURL('**/portal-admin/users**');
  return page;
}

describe('user management in the browser', () => {
  const browser = sharedBrowser();

  it('creates a user with a role and a temporary password, and lists it', async () => {
    const page = await adminAtUsers(browser());
    const email = uniqueEmail('created');
    await page.getByRole('button', { name: 'Create User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create User' });
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('First name').fill('Salim');
    await dialog.getByLabel('Last name').fill('Rashid');
    await dialog.getByLabel('Role').selectOption('seller');
    await dialog.getByLabel('Temporary password', { exact: true }).fill('Temp!Harbour7Quay');
    await dialog.getByRole('button', { name: 'Create User' }).click();
    await shown(page.getByText('User created successfully with role: seller'));
    expect(await dialog.count()).toBe(0);

    const row = await findUser(page, email, 'Salim Rashid');
    expect(await row.getByRole('cell').first().textContent()).toBe('Seller');
    expect(await row.getByText('active').isVisible()).toBe(true);
    // The invitation went to the outbox, without the password.
    const mail = await latestMailTo(email);
    expect(mail).toContain('/portal');
    expect(mail).not.toContain('Temp!Harbour7Quay');
  });

  it("ends a suspended trader's open session, refuses their sign-in, and lets them back after reactivation", async () => {
    const account = await createAccount('trader', { label: 'suspended', firstName: 'Noura', lastName: 'Balushi' });
    const { email, password } = account;
    const trader = await loginAs(browser(), account);
    await shown(trader.page.getByRole('heading', { level: 1, name: 'Dashboard' }));

    const page = await adminAtUsers(browser());
    let row = await findUser(page, email, 'Noura Balushi');
    await row.getByRole('button', { name: 'Suspend Noura Balushi' }).click();
    const dialog = page.getByRole('dialog', { name: 'Suspend Noura Balushi' });
    await dialog.getByLabel('Reason for suspension').fill('Chargeback under review');
    await dialog.getByRole('button', { name: 'Suspend User' }).click();
    await shown(page.getByText('User suspended. Their sessions have been signed out.'));
    await shown(row.getByText('Chargeback under review'));

    // The trader's next request (Matching Center loads data the dashboard did not) is refused, the refresh
    // too: the open portal falls back to its sign-in screen.
    await trader.page.getByRole('link', { name: 'Matching Center' }).first().click();
    await shown(trader.page.getByText('Secure access to your trading dashboard'));
    expect(new URL(trader.page.url()).pathname).toMatch(/^\/portal-trader/);
    await trader.page.reload();
    await shown(trader.page.getByText('Secure access to your trading dashboard'));

    await signIn(trader.page, email, password);
    await shown(trader.page.getByRole('alert').filter({ hasText: 'Your account is not active. Please contact support.' }));
    expect(new URL(trader.page.url()).pathname).toBe('/portal');

    row = await findUser(page, email, 'Noura Balushi');
    await row.getByRole('button', { name: 'Reactivate Noura Balushi' }).click();
    await shown(page.getByText('User reactivated'));
    await shown(row.getByRole('button', { name: 'Suspend Noura Balushi' }));

    await signIn(trader.page, email, password);
    await trader.page.waitForURL('**/portal-trader**');
    await shown(trader.page.getByRole('heading', { level: 1, name: 'Dashboard' }));
  });
});
