import { AxeBuilder } from '@axe-core/playwright';
import Database from 'better-sqlite3';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataDir, launchBrowser, openPage } from './support/browser';
import { apiCall } from './support/api';
import { verifyEmailOf } from './support/mail';

/**
 * The trader and seller portals on real data, in a real browser against the real server: the Document
 * Center from upload to deletion, a contract from pending to executed by its two parties, and the
 * account tabs. Every account is registered fresh; the seller gets its role in the e2e database.
 */

const PASSWORD = 'Harbour.Gold77';
const NEW_PASSWORD = 'Tanker$Route42';
const uniqueEmail = (label: string) => `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

interface Account {
  id: string;
  email: string;
  password: string;
}

async function registerAccount(label: string, firstName: string): Promise<Account> {
  const email = uniqueEmail(label);
  const { user } = await apiCall<{ user: { id: string } }>('POST', '/auth/register', {
    body: { email, password: PASSWORD, firstName, lastName: 'Al Said', companyName: `${firstName} Trading LLC` },
  });
  await verifyEmailOf(email);
  return { id: user.id, email, password: PASSWORD };
}

/** Registration makes traders; a seller is made by changing the role in the e2e server's own database. */
function makeSeller(account: Account) {
  const db = new Database(path.join(dataDir(), 'app.db'));
  try {
    db.prepare('update users set role = ? where id = ?').run('seller', account.id);
  } finally {
    db.close();
  }
}

const apiToken = async (account: Account) =>
  (await apiCall<{ tokens: { accessToken: string } }>('POST', '/auth/login', { body: { email: account.email, password: account.password } })).tokens.accessToken;

async function signIn(page: Page, account: Account, portal: '/portal-trader' | '/portal-seller') {
  await page.goto('/portal');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(`**${portal}**`);
}

/** A small, valid one-page PDF, padded so the upload takes long enough to show its progress. */
function samplePdf(padBytes: number): Buffer {
  const body =
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj ' +
    '3 0 obj<</Type/Page/MediaBox[0 0 612 792]/Parent 2 0 R>>endobj\n';
  return Buffer.concat([Buffer.from(body), Buffer.from(`%${'x'.repeat(padBytes)}\n`), Buffer.from('trailer<</Root 1 0 R>>\n%%EOF\n')]);
}

/** Waits (up to the poll's time-out) until the locator is visible: content arrives after the page does. */
// A loaded CI machine can take seconds to render after a call; poll longer than expect.poll's 1 s default.
const UI_TIMEOUT = { timeout: 10_000 };
const shown = (locator: Locator) => expect.poll(() => locator.isVisible(), UI_TIMEOUT).toBe(true);

const seriousViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');

let browser: Browser;
let trader: Account;
let seller: Account;

beforeAll(async () => {
  browser = await launchBrowser();
  trader = await registerAccount('portal-trader', 'Hamed');
  seller = await registerAccount('portal-seller', 'Salma');
  makeSeller(seller);
});
afterAll(async () => {
  await browser?.close();
});

describe('Document Center', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ({ context, page } = await openPage(browser));
    await signIn(page, trader, '/portal-trader');
  });
  afterAll(() => context?.close());

  const pdf = samplePdf(4 * 1024 * 1024);
  const fileName = 'Letter of Credit.final.pdf';

  it('starts empty, with a prompt to upload a first document and every KYC document not submitted', async () => {
    await page.getByRole('navigation', { name: 'TRADER' }).getByRole('link', { name: 'Documents' }).click();
    await shown(page.getByText('No documents yet'));
    await shown(page.getByRole('button', { name: 'Upload your first document' }));
    const kyc = page.getByRole('listitem', { name: 'Proof of Funds' });
    await shown(kyc.getByText('Not submitted'));
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('uploads a PDF with a progress bar; the name comes from the file name, the list and the KYC panel update', async () => {
    await page.getByRole('button', { name: 'Upload Document' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Upload Document' });
    const upload = dialog.getByRole('button', { name: 'Upload Document' });
    expect(await upload.isDisabled()).toBe(true);

    await dialog.locator('input[type=file]').setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: pdf });
    // Spec 5: the name before the file name's first dot.
    expect(await dialog.getByLabel('Document name').inputValue()).toBe('Letter of Credit');
    expect(await upload.isDisabled()).toBe(true);
    await dialog.getByLabel('Document type').selectOption('pof');
    await dialog.getByLabel('Description').fill('Irrevocable LC from Bank Muscat');
    expect(await upload.isDisabled()).toBe(false);

    // A slow line, so the progress bar is seen moving.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 1024 * 1024 });
    await upload.click();
    const progress = dialog.getByRole('progressbar', { name: 'Upload progress' });
    await progress.waitFor();
    await expect.poll(async () => Number(await progress.getAttribute('aria-valuenow')), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await dialog.getByRole('button', { name: 'Uploading...' }).isDisabled()).toBe(true);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

    await expect.poll(() => page.getByText('Document uploaded successfully: Letter of Credit').isVisible(), { timeout: 20_000 }).toBe(true);
    expect(await dialog.count()).toBe(0);
    await shown(page.getByText('Showing 1 of 1 documents'));
    const row = page.getByRole('list', { name: 'Documents' }).getByRole('listitem');
    expect(await row.textContent()).toContain('Proof of Funds');
    expect(await row.textContent()).toContain(`${(pdf.length / 1024 / 1024).toFixed(2)} MB`);
    expect(await row.getByRole('img', { name: 'Pending' }).getAttribute('data-tone')).toBe('yellow');
    await shown(page.getByRole('listitem', { name: 'Proof of Funds' }).getByText('Pending'));
  });

  it('finds it by name or type, case-insensitively, combined with the type and status filters', async () => {
    const search = page.getByLabel('Search documents');
    const shows = (text: string) => expect.poll(() => page.getByText(text, { exact: true }).first().isVisible(), UI_TIMEOUT).toBe(true);

    await search.fill('LETTER OF');
    await shows('Letter of Credit');
    await search.fill('proof of funds');
    await shows('Letter of Credit');
    await search.fill('bill of lading');
    await shows('No documents match your filters');
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await shows('Letter of Credit');

    await page.getByLabel('Filter by type').selectOption('invoice');
    await shows('No documents match your filters');
    await page.getByLabel('Filter by type').selectOption('pof');
    await page.getByLabel('Filter by status').selectOption('rejected');
    await shows('No documents match your filters');
    await page.getByLabel('Filter by status').selectOption('pending');
    await shows('Letter of Credit');
    // The filters are in the address, so a reload keeps them.
    await page.reload();
    await shows('Letter of Credit');
    expect(await page.getByLabel('Filter by status').inputValue()).toBe('pending');
    await page.getByLabel('Filter by type').selectOption('');
    await page.getByLabel('Filter by status').selectOption('');
  });

  it('downloads it byte for byte under its file name, and previews the PDF in a tab of its own', async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download Letter of Credit' }).click()]);
    expect(download.suggestedFilename()).toBe(fileName);
    expect(fs.readFileSync((await download.path())!).equals(pdf)).toBe(true);

    const [tab] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: 'Preview Letter of Credit' }).click()]);
    await tab.waitForURL(/^blob:/);
    await tab.close();
  });

  it('refuses a file over 10 MB in the dialog, before sending it', async () => {
    await page.getByRole('button', { name: 'Upload Document' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Upload Document' });
    await dialog.locator('input[type=file]').setInputFiles({ name: 'huge.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 0x20) });
    await dialog.getByLabel('Document type').selectOption('other');
    await shown(dialog.getByText('The file is larger than the 10 MB limit.'));
    expect(await dialog.getByRole('button', { name: 'Upload Document' }).isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  it('shows the server’s reason in the dialog and the banner when an upload is refused', async () => {
    await page.getByRole('button', { name: 'Upload Document' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Upload Document' });
    // A .pdf that is not a PDF: the server checks the bytes, not the name.
    await dialog.locator('input[type=file]').setInputFiles({ name: 'fake.pdf', mimeType: 'application/pdf', buffer: Buffer.from('just some text') });
    await dialog.getByLabel('Document type').selectOption('other');
    await dialog.getByRole('button', { name: 'Upload Document' }).click();
    await expect.poll(() => dialog.getByRole('alert').textContent(), UI_TIMEOUT).toContain('not a valid PDF');
    await shown(page.getByText('Failed to upload document'));
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  it('deletes it after asking, and the list is empty again', async () => {
    await page.getByRole('button', { name: 'Delete Letter of Credit' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete document?' });
    await confirm.getByRole('button', { name: 'Delete document' }).click();
    await shown(page.getByText('No documents yet'));
    await shown(page.getByRole('listitem', { name: 'Proof of Funds' }).getByText('Not submitted'));
  });
});

describe('a contract from pending to executed, by its two parties', () => {
  let contractNumber: string;
  let contractId: string;

  beforeAll(async () => {
    // Drawn up and sent for signature through the API, as the trader (buyer), with the seller's id.
    const token = await apiToken(trader);
    const { commodities } = await apiCall<{ commodities: { id: string; category: string }[] }>('GET', '/api/v1/commodities', { token });
    const gold = commodities.find((c) => c.category === 'gold')!;
    const deliveryDate = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const draft = await apiCall<{ id: string; contractNumber: string }>('POST', '/api/v1/contracts', {
      token,
      body: { sellerId: seller.id, commodityId: gold.id, contractType: 'spot', quantity: 250, unitPrice: 2043.5, deliveryDate, deliveryLocation: 'Zurich' },
    });
    await apiCall('POST', `/api/v1/contracts/${draft.id}/send`, { token });
    contractNumber = draft.contractNumber;
    contractId = draft.id;
  });

  it('the trader signs in the portal; the open contract survives a reload', async () => {
    const { context, page } = await openPage(browser);
    try {
      await signIn(page, trader, '/portal-trader');
      await page.getByRole('navigation', { name: 'TRADER' }).getByRole('link', { name: 'Contracts' }).click();
      const row = page.getByRole('button', { name: new RegExp(`^Contract ${contractNumber}, Gold, pending`) });
      await row.click();
      const dialog = page.getByRole('dialog', { name: `Contract ${contractNumber}` });
      await shown(dialog.getByText('$510,875.00').first());
      // Only the moves open now: the buyer may sign or cancel a pending contract, not execute it.
      expect(await dialog.getByRole('button', { name: 'Mark as executed' }).count()).toBe(0);
      await dialog.getByRole('button', { name: 'Sign contract' }).click();
      await shown(dialog.getByText('Your signature has been recorded.'));
      await shown(dialog.getByText('Waiting for the other party to sign.', { exact: false }));

      await page.reload();
      expect(page.url()).toContain(`/portal-trader/contracts?contract=${contractId}`);
      await shown(page.getByRole('dialog', { name: `Contract ${contractNumber}` }).getByText('Buyer signature'));
      // Behind the dialog (hidden from the accessibility tree while it is open) the tab is still Contracts.
      expect(await page.locator('h1').textContent()).toBe('Contracts');
    } finally {
      await context.close();
    }
  });

  it('the seller signs, which makes it active, and executes it', async () => {
    const { context, page } = await openPage(browser);
    try {
      await signIn(page, seller, '/portal-seller');
      await shown(page.getByRole('navigation', { name: 'SELLER' }));
      await page.goto('/portal-seller/contracts');
      await page.getByRole('button', { name: new RegExp(`^Contract ${contractNumber}`) }).click();
      const dialog = page.getByRole('dialog', { name: `Contract ${contractNumber}` });
      await shown(dialog.getByText('You are the seller'));
      await dialog.getByRole('button', { name: 'Sign contract' }).click();
      await shown(dialog.getByText('Active', { exact: true }));

      await dialog.getByRole('button', { name: 'Mark as executed' }).click();
      await shown(dialog.getByText('The contract has been executed.'));
      await shown(dialog.getByText('Executed', { exact: true }));
      expect(await dialog.getByRole('button', { name: 'Cancel contract' }).count()).toBe(0);
      await page.keyboard.press('Escape');
      await shown(page.getByRole('button', { name: new RegExp(`^Contract ${contractNumber}, Gold, executed`) }));
    } finally {
      await context.close();
    }
  });

  it('the trader sees it executed, with the moves in the activity feed and on the dashboard', async () => {
    const { context, page } = await openPage(browser);
    try {
      await signIn(page, trader, '/portal-trader');
      await shown(page.getByText(`Contract ${contractNumber} executed`).first());
      await shown(page.getByRole('heading', { name: 'Active Contracts' }));
      expect(await seriousViolations(page)).toEqual([]);

      await page.goto('/portal-trader/activity');
      await page.getByLabel('Filter by activity type').selectOption('contract_signed');
      await shown(page.getByText(`signed by the seller`, { exact: false }).first());
      expect(page.url()).toContain('type=contract_signed');

      await page.goto('/portal-trader/contracts?status=executed');
      await shown(page.getByRole('button', { name: new RegExp(`^Contract ${contractNumber}, Gold, executed`) }));
    } finally {
      await context.close();
    }
  });
});

describe('profile and settings', () => {
  it('edits the profile, keeps notification settings, and a password change signs out the other session only', async () => {
    const account = await registerAccount('portal-profile', 'Yusuf');
    const laptop = await openPage(browser);
    const phone = await openPage(browser);
    try {
      await signIn(laptop.page, account, '/portal-trader');
      await signIn(phone.page, account, '/portal-trader');
      const page = laptop.page;

      await page.goto('/portal-trader/profile');
      const details = page.getByRole('form', { name: 'Personal details' });
      await details.getByLabel('First name').fill('Yousef');
      await details.getByLabel('Phone number').fill('+968 9876 5432');
      await details.getByRole('button', { name: 'Save changes' }).click();
      await shown(page.getByText('Your profile has been updated.'));
      // The header follows the new name.
      await shown(page.getByRole('banner').getByText('Yousef'));

      await page.goto('/portal-trader/settings');
      const save = page.getByRole('button', { name: 'Save Changes' });
      expect(await save.isDisabled()).toBe(true);
      await page.getByRole('switch', { name: 'SMS notifications' }).click();
      await shown(page.getByText("You have unsaved changes. Don't forget to save your settings."));
      await save.click();
      await shown(page.getByText('Your settings have been saved.'));
      await page.reload();
      await expect.poll(() => page.getByRole('switch', { name: 'SMS notifications' }).getAttribute('aria-checked'), UI_TIMEOUT).toBe('true');

      await page.goto('/portal-trader/profile');
      const passwords = page.getByRole('form', { name: 'Change password' });
      await passwords.getByLabel('Current password').fill(PASSWORD);
      await passwords.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
      await passwords.getByLabel('Confirm new password').fill(NEW_PASSWORD);
      await passwords.getByRole('button', { name: 'Change password' }).click();
      await shown(passwords.getByText('1 other session was signed out.', { exact: false }));

      // This browser goes on; the other one is signed out at its next step.
      await page.reload();
      await shown(page.getByRole('heading', { level: 1, name: 'Profile' }));
      // Its session is gone: the trader portal shows its own sign-in screen.
      await phone.page.reload();
      await shown(phone.page.getByText('Secure access to your trading dashboard'));
    } finally {
      await laptop.context.close();
      await phone.context.close();
    }
  });
});
