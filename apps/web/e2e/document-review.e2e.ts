import { describe, expect, it } from 'vitest';
import { createAccount, type NewAccount } from './support/accounts';
import { apiToken } from './support/api';
import { sharedBrowser } from './support/browser';
import { samplePdf, uploadDocument } from './support/documents';
import { loginAs } from './support/login';
import { shown } from './support/portal';

/**
 * Document review in a real browser against the real server: a fresh trader uploads the three KYC
 * documents (identity, proof of funds, company registration) from the KYC panel of their Documents tab;
 * the administrator finds them in the Document Center by the trader's email, verifies each and sees the
 * trader's KYC status become approved, which the trader then sees in their portal too. Each test has a
 * fresh trader of its own, brought to where the test starts through the API.
 */

const TRADER: NewAccount = { label: 'kyc-trader', firstName: 'Nadia', lastName: 'Rahman', companyName: 'Rahman Metals LLC' };

const KYC_UPLOADS = [
  // The upload dialog names a document after its file (spec 5).
  { requirement: 'Identity Verification', documentType: 'kyc', file: 'passport-nadia.pdf', name: 'passport-nadia' },
  { requirement: 'Proof of Funds', documentType: 'pof', file: 'bank-letter.pdf', name: 'bank-letter' },
  { requirement: 'Company Registration', documentType: 'registration', file: 'certificate-of-incorporation.pdf', name: 'certificate-of-incorporation' },
] as const;

const browser = sharedBrowser();

describe('KYC document review', () => {
  it('the trader uploads identity, proof of funds and company registration from the KYC panel', async () => {
    const { page } = await loginAs(browser(), 'trader', { fresh: true, ...TRADER });
    await page.getByRole('navigation', { name: 'TRADER' }).getByRole('link', { name: 'Documents' }).click();
    for (const upload of KYC_UPLOADS) {
      const requirement = page.getByRole('listitem', { name: upload.requirement });
      await shown(requirement.getByText('Not submitted'));
      await requirement.getByRole('button', { name: `Upload ${upload.requirement}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Upload Document' });
      await dialog.locator('input[type=file]').setInputFiles({ name: upload.file, mimeType: 'application/pdf', buffer: samplePdf({ text: upload.requirement }) });
      await dialog.getByRole('button', { name: 'Upload Document' }).click();
      await shown(page.getByText(`Document uploaded successfully: ${upload.name}`));
      await shown(requirement.getByText('Pending'));
    }
    await shown(page.getByText('3 of 3 documents submitted'));
  });

  it('the administrator verifies the three in the Document Center and sees the KYC status become approved', async () => {
    // The trader's three documents, uploaded through the API as the first test uploads them in the portal.
    const trader = await createAccount('trader', TRADER);
    const token = await apiToken(trader);
    for (const upload of KYC_UPLOADS) {
      await uploadDocument(token, { documentType: upload.documentType, documentName: upload.name, fileName: upload.file, file: samplePdf({ text: upload.requirement }) });
    }
    const { email } = trader;

    const { page } = await loginAs(browser(), 'admin');
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
    // The three documents uploaded by the trader and verified by the desk, through the API.
    const { page } = await loginAs(browser(), 'trader', { fresh: true, ...TRADER, kyc: 'approved' });
    await page.getByRole('navigation', { name: 'TRADER' }).getByRole('link', { name: 'Documents' }).click();
    const panel = page.getByRole('listitem', { name: 'Company Registration' });
    await shown(panel.getByText('Verified'));
    await shown(page.getByText('Account KYC review').locator('..').getByText('approved'));
    await page.getByRole('navigation', { name: 'TRADER' }).getByRole('link', { name: 'Profile' }).click();
    await shown(page.locator('dt', { hasText: 'KYC status' }).locator('..').getByText('approved'));
  });
});
