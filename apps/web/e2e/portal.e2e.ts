import { AxeBuilder } from '@axe-core/playwright';
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createAccount, type NewAccount } from './support/accounts';
import { apiToken } from './support/api';
import { sharedBrowser } from './support/browser';
import { samplePdf, uploadDocument } from './support/documents';
import { loginAs } from './support/login';
import { sellerSignsAndExecutes, shown, signInContractDialog } from './support/portal';
import { daysAhead, drawUpGoldContract, moveContract } from './support/trading';

/**
 * The trader and seller portals on real data, in a real browser against the real server: the Document
 * Center from upload to deletion, a contract from pending to executed by its two parties, and the
 * account tabs. Every test signs in fresh accounts of its own and makes the documents or the contract it
 * starts from through the API.
 */

const NEW_PASSWORD = 'Tanker$Route42';
const TRADER: NewAccount = { label: 'portal-trader', firstName: 'Hamed', lastName: 'Al Said', companyName: 'Hamed Trading LLC' };
const SELLER: NewAccount = { label: 'portal-seller', firstName: 'Salma', lastName: 'Al Said', companyName: 'Salma Trading LLC' };

// A loaded CI machine can take seconds to render after a call; poll longer than expect.poll's 1 s default.
const UI_TIMEOUT = { timeout: 10_000 };

const seriousViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');

const browser = sharedBrowser();

describe('Document Center', () => {
  const pdf = samplePdf({ padBytes: 4 * 1024 * 1024 });
  const fileName = 'Letter of Credit.final.pdf';

  const documentsTab = (page: Page) => page.getByRole('navigation', { name: 'TRADER' }).getByRole('link', { name: 'Documents' }).click();

  /** A fresh trader whose Document Center holds the letter of credit, uploaded as the upload test does, open at Documents. */
  async function withLetterOfCredit() {
    const trader = await createAccount('trader', TRADER);
    await uploadDocument(await apiToken(trader), { documentType: 'pof', documentName: 'Letter of Credit', fileName, file: pdf, description: 'Irrevocable LC from Bank Muscat' });
    const session = await loginAs(browser(), trader);
    await documentsTab(session.page);
    await shown(session.page.getByText('Showing 1 of 1 documents'));
    return session;
  }

  it('starts empty, with a prompt to upload a first document and every KYC document not submitted', async () => {
    const { page } = await loginAs(browser(), 'trader', { fresh: true, ...TRADER });
    await documentsTab(page);
    await shown(page.getByText('No documents yet'));
    await shown(page.getByRole('button', { name: 'Upload your first document' }));
    const kyc = page.getByRole('listitem', { name: 'Proof of Funds' });
    await shown(kyc.getByText('Not submitted'));
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('uploads a PDF with a progress bar; the name comes from the file name, the list and the KYC panel update', async () => {
    const { context, page } = await loginAs(browser(), 'trader', { fresh: true, ...TRADER });
    await documentsTab(page);
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
    const { page } = await withLetterOfCredit();
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
  });

  it('downloads it byte for byte under its file name, and previews the PDF in a tab of its own', async () => {
    const { context, page } = await withLetterOfCredit();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download Letter of Credit' }).click()]);
    expect(download.suggestedFilename()).toBe(fileName);
    expect(fs.readFileSync((await download.path())!).equals(pdf)).toBe(true);

    const [tab] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: 'Preview Letter of Credit' }).click()]);
    await tab.waitForURL(/^blob:/);
    await tab.close();
  });

  it('refuses a file over 10 MB in the dialog, before sending it', async () => {
    const { page } = await loginAs(browser(), 'trader', { fresh: true, ...TRADER });
    await documentsTab(page);
    await page.getByRole('button', { name: 'Upload Document' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Upload Document' });
    await dialog.locator('input[type=file]').setInputFiles({ name: 'huge.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 0x20) });
    await dialog.getByLabel('Document type').selectOption('other');
    await shown(dialog.getByText('The file is larger than the 10 MB limit.'));
    expect(await dialog.getByRole('button', { name: 'Upload Document' }).isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  it('shows the server’s reason in the dialog and the banner when an upload is refused', async () => {
    const { page } = await loginAs(browser(), 'trader', { fresh: true, ...TRADER });
    await documentsTab(page);
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
    const { page } = await withLetterOfCredit();
    await page.getByRole('button', { name: 'Delete Letter of Credit' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete document?' });
    await confirm.getByRole('button', { name: 'Delete document' }).click();
    await shown(page.getByText('No documents yet'));
    await shown(page.getByRole('listitem', { name: 'Proof of Funds' }).getByText('Not submitted'));
  });
});

describe('a contract from pending to executed, by its two parties', () => {
  /**
   * A fresh trader and seller, KYC approved (drawing up a contract asks for it, as placing an order does), and a gold
   * contract the trader (buyer) drew up and sent for signature through the API.
   */
  async function pendingContract() {
    const [trader, seller] = await Promise.all([createAccount('trader', { ...TRADER, kyc: 'approved' }), createAccount('seller', { ...SELLER, kyc: 'approved' })]);
    const contract = await drawUpGoldContract(trader, seller, { contractType: 'spot', quantity: 250, unitPrice: 2043.5, deliveryDate: daysAhead(30), deliveryLocation: 'Zurich' });
    await moveContract(trader, contract, 'send');
    return { trader, seller, contract };
  }

  it('the trader signs in the portal; the open contract survives a reload', async () => {
    const { trader, contract } = await pendingContract();
    const { contractNumber } = contract;
    const { page } = await loginAs(browser(), trader);
    await page.getByRole('navigation', { name: 'TRADER' }).getByRole('link', { name: 'Contracts' }).click();
    const row = page.getByRole('button', { name: new RegExp(`^Contract ${contractNumber}, Gold, pending`) });
    await row.click();
    const dialog = page.getByRole('dialog', { name: `Contract ${contractNumber}` });
    await shown(dialog.getByText('$510,875.00').first());
    // Only the moves open now: the buyer may sign or cancel a pending contract, not execute it.
    expect(await dialog.getByRole('button', { name: 'Mark as executed' }).count()).toBe(0);
    await signInContractDialog(dialog, trader);
    await shown(dialog.getByText('Waiting for the other party to sign.', { exact: false }));

    await page.reload();
    expect(page.url()).toContain(`/portal-trader/contracts?contract=${contract.id}`);
    await shown(page.getByRole('dialog', { name: `Contract ${contractNumber}` }).getByText('Buyer signature'));
    // Behind the dialog (hidden from the accessibility tree while it is open) the tab is still Contracts.
    expect(await page.locator('h1').textContent()).toBe('Contracts');
  });

  it('the seller signs, which makes it active, and executes it', async () => {
    const { trader, seller, contract } = await pendingContract();
    const { contractNumber } = contract;
    await moveContract(trader, contract, 'sign');
    const { page } = await loginAs(browser(), seller);
    await shown(page.getByRole('navigation', { name: 'SELLER' }));
    await page.goto('/portal-seller/contracts');
    await page.getByRole('button', { name: new RegExp(`^Contract ${contractNumber}`) }).click();
    const dialog = page.getByRole('dialog', { name: `Contract ${contractNumber}` });
    await sellerSignsAndExecutes(dialog, seller);
    expect(await dialog.getByRole('button', { name: 'Cancel contract' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await shown(page.getByRole('button', { name: new RegExp(`^Contract ${contractNumber}, Gold, executed`) }));
  });

  it('the trader sees it executed, with the moves in the activity feed and on the dashboard', async () => {
    const { trader, seller, contract } = await pendingContract();
    const { contractNumber } = contract;
    await moveContract(trader, contract, 'sign');
    await moveContract(seller, contract, 'sign');
    await moveContract(seller, contract, 'execute');
    const { page } = await loginAs(browser(), trader);
    await shown(page.getByText(`Contract ${contractNumber} executed`).first());
    await shown(page.getByRole('heading', { name: 'Active Contracts' }));
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/portal-trader/activity');
    await page.getByLabel('Filter by activity type').selectOption('contract_signed');
    await shown(page.getByText(`signed by the seller`, { exact: false }).first());
    expect(page.url()).toContain('type=contract_signed');

    await page.goto('/portal-trader/contracts?status=executed');
    await shown(page.getByRole('button', { name: new RegExp(`^Contract ${contractNumber}, Gold, executed`) }));
  });
});

describe('profile and settings', () => {
  it('edits the profile, keeps notification settings, and a password change signs out the other session only', async () => {
    const account = await createAccount('trader', { label: 'portal-profile', firstName: 'Yusuf', lastName: 'Al Said' });
    const { page } = await loginAs(browser(), account);
    const phone = await loginAs(browser(), account);

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
    await passwords.getByLabel('Current password').fill(account.password);
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
  });
});
