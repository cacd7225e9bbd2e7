import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerVerifiedTrader, uniqueEmail } from './support/accounts';
import { launchBrowser, openPage } from './support/browser';
import { DEMO_ADMIN, shown, signInAtPortal } from './support/portal';

/**
 * Document review in a real browser against the real server: a fresh trader uploads the three KYC
 * documents (identity, proof of funds, company registration) from the KYC panel of their Documents tab;
 * the administrator finds them in the Document Center by the trader's email, verifies each and sees the
 * trader's KYC status become approved, which the trader then sees in their portal too.
 */

const PASSWORD = 'Harbour.Gold77';
const email = uniqueEmail('kyc-trader');

/** A small, valid one-page PDF. */
const samplePdf = (text: string) =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj ' +
      `3 0 obj<</Type/Page/MediaBox[0 0 612 792]/Parent 2 0 R>>endobj\n% ${text}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  );

// Email verification is not what this file tests: the trader's address is marked verified.
const registerTrader = () =>
  registerVerifiedTrader({ email, password: PASSWORD, firstName: 'Nadia', lastName: 'Rahman', companyName: 'Rahman Metals LLC' });

async function signIn(page: Page, account: { email: string; password: string }, portal: string) {
  await signInAtPortal(page, account.email, account.password);
  await page.waitForURL(`**${portal}**`);
}

const KYC_UPLOADS = [
  // The upload dialog names a document after its file (spec 5).
  { requirement: 'Identity Verification', file: 'passport-nadia.pdf', name: 'passport-nadia' },
  { requirement: 'Proof of Funds', file: 'bank-letter.pdf', name: 'bank-letter' },
  { requirement: 'Company Registration', file: 'certificate-of-incorporation.pdf', name: 'certificate-of-incorporation' },
] as const;

let browser: Browser;
let trader: { context: BrowserContext; page: Page };
let admin: { context: BrowserContext; page: Page };

beforeAll(async () => {
  browser = await launchBrowser();
  await registerTrader();
  trader = await openPage(browser);
  admin = await openPage(browser);
});
afterAll(async () => {
  await browser?.close();
});

describe('KYC document review', () => {
  it('the trader uploads identity, proof of funds and company registration from the KYC panel', async () => {
    const { page } = trader;
    await signIn(page, { email, password: PASSWORD }, '/portal-trader');
    await page.getByRole('navigation', { name: 'TRADER' }).getByRole('link', { name: 'Documents' }).click();
    for (const upload of KYC_UPLOADS) {
      const requirement = page.getByRole('listitem', { name: upload.requirement });
      await shown(requirement.getByText('Not submitted'));
      await requirement.getByRole('button', { name: `Upload ${upload.requirement}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Upload Document' });
      await dialog.locator('input[type=file]').setInputFiles({ name: upload.file, mimeType: 'application/pdf', buffer: samplePdf(upload.requirement) });
      await dialog.getByRole('button', { name: 'Upload Document' }).click();
      await shown(page.getByText(`Document uploaded successfully: ${upload.name}`));
      await shown(requirement.getByText('Pending'));
    }
    await shown(page.getByText('3 of 3 documents submitted'));
  });

  it('the administrator verifies the three in the Document Center and sees the KYC status become approved', async () => {
    const { page } = admin;
    await signIn(page, DEMO_ADMIN, '/portal-admin');
    await page.getByRole('navigation', { name: 'ADMINISTRATOR' }).getByRole('link', { name: 'Document Center' }).click();
    await page.getByLabel('Filter by owner').fill(email);
    await expect.poll(() => new URL(page.url()).searchParams.get('owner'), { timeout: 10_000 }).toBe(email);
    const list = page.getByRole('list', { name: 'Documents' });
    await expect.poll(() => list.getByRole('listitem').count(), { timeout: 10_000 }).toBe(3);
    await shown(page.getByText('Showing 3 of 3 documents'));
    expect(await list.getByRole('listitem').first().textContent()).toContain('Nadia Rahman');

    for (const [index, upload] of KYC_UPLOADS.entries()) {
      const row = list.getByRole('listitem', { name: upload.name });
      await row.getByRole('button', { name: `Verify ${upload.name}` }).click();
      const kyc = index < KYC_UPLOADS.length - 1 ? 'pending' : 'approved';
      await shown(page.getByText(`${upload.name} verified. KYC status of Nadia Rahman: ${kyc}`));
      await expect.poll(() => row.getByRole('button', { name: `Verify ${upload.name}` }).count(), { timeout: 10_000 }).toBe(0);
    }
    // Every row of the trader now shows the approved KYC status.
    await expect.poll(async () => (await list.getByRole('listitem').allTextContents()).filter((text) => text.includes('approved')).length, { timeout: 10_000 }).toBe(3);
    await page.getByLabel('Filter by status').selectOption('verified');
    await shown(page.getByText('Showing 3 of 3 documents'));
  });

  it('the trader sees their documents verified and their KYC approved', async () => {
    const { page } = trader;
    await page.reload();
    const panel = page.getByRole('listitem', { name: 'Company Registration' });
    await shown(panel.getByText('Verified'));
    await shown(page.getByText('Account KYC review').locator('..').getByText('approved'));
    await page.getByRole('navigation', { name: 'TRADER' }).getByRole('link', { name: 'Profile' }).click();
    await shown(page.locator('dt', { hasText: 'KYC status' }).locator('..').getByText('approved'));
  });
});
