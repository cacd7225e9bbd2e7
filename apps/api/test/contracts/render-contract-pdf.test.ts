import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { ContractDocumentInput } from '../../src/modules/contracts/document/contract-wording';
import { contractIdNamedIn, renderContractPdf } from '../../src/modules/contracts/document/render-contract-pdf';
import { printable, wrapText } from '../../src/modules/contracts/document/text-layout';
import { pdfText } from './pdf-text';

const HASH = 'a'.repeat(64);

function documentInput(overrides: Partial<ContractDocumentInput> = {}): ContractDocumentInput {
  return {
    kind: 'for_signature',
    contract: {
      id: '0b0c2f4e-8d1a-4c3b-9e2f-5a6b7c8d9e0f',
      contractNumber: 'CTR-2026-000042',
      contractType: 'spot',
      commodityName: 'Gold',
      unit: 'oz',
      quantity: 12.5,
      unitPrice: 2043.57,
      totalValue: 25544.63,
      currency: 'USD',
      deliveryLocation: 'Zurich',
      commissionRate: 2.5,
      commissionAmount: 638.62,
      createdAt: '2026-12-01T10:00:00.000Z',
      terms: {
        incoterm: 'CIF',
        incotermPlace: 'Port of Zurich',
        paymentTerms: 'LC at sight',
        specifications: 'LBMA good delivery bars, 999.9 fineness',
        quantityTolerancePercent: 2,
        deliveryWindowStart: '2026-12-20',
        deliveryWindowEnd: '2026-12-31',
        inspection: 'Independent inspection at loading by SGS',
        governingLaw: 'Laws of the Sultanate of Oman; disputes to arbitration in Muscat',
        buyerAddress: 'Oman',
        sellerAddress: null,
      },
    },
    buyer: { name: 'Amira Haddad', company: 'Gulf Bullion Buyers LLC', address: 'Oman' },
    seller: { name: 'Karim Zürcher', company: null, address: null },
    signatures: [],
    documentSha256: null,
    issuedAt: '2026-12-02T09:30:00.000Z',
    verifyUrl: 'https://example.com/verify',
    ...overrides,
  };
}

describe('the contract PDF', () => {
  it('states the terms in numbered clauses and has a signature page awaiting both signatures', async () => {
    const bytes = await renderContractPdf(documentInput());
    const pages = await pdfText(bytes);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    const text = pages.join('\n');
    for (const expected of [
      'OMAN COMMODITIES GROUP',
      'Contract No. CTR-2026-000042',
      'Buyer: Amira Haddad, Gulf Bullion Buyers LLC, Oman.',
      'Seller: Karim Zurcher.',
      'LBMA good delivery bars',
      'plus or minus 2%',
      'USD 2,043.57 per oz',
      'USD 25,544.63',
      'CIF (Cost, Insurance and Freight), Port of Zurich',
      'from 2026-12-20 to 2026-12-31',
      'Letter of credit, at sight',
      'Independent inspection at loading by SGS',
      'Laws of the Sultanate of Oman',
      '2.5% of the total value (USD 638.62)',
      '1. Parties',
    ]) {
      expect(text).toContain(expected);
    }
    // The signature page is the last one.
    expect(pages.at(-1)).toContain('Signatures');
    expect(pages.at(-1)!.match(/Awaiting signature/g)).toHaveLength(2);
    expect(text).not.toContain('DRAFT');
  });

  it('renders the same bytes for the same input, and names the contract in its metadata', async () => {
    const [first, second] = await Promise.all([renderContractPdf(documentInput()), renderContractPdf(documentInput())]);
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
    expect(await contractIdNamedIn(first)).toBe('0b0c2f4e-8d1a-4c3b-9e2f-5a6b7c8d9e0f');
    const doc = await PDFDocument.load(first, { updateMetadata: false });
    expect(doc.getModificationDate()?.toISOString()).toBe('2026-12-02T09:30:00.000Z');
    expect(doc.getCreationDate()?.toISOString()).toBe('2026-12-01T10:00:00.000Z');
  });

  it('marks a draft as such', async () => {
    const text = (await pdfText(await renderContractPdf(documentInput({ kind: 'draft', seller: null })))).join('\n');
    expect(text).toContain('DRAFT - not sent for signature');
    expect(text).toContain('Seller: To be named before the contract is sent for signature.');
  });

  it('shows both signatures, the hash of the document signed and where to verify on the signed copy', async () => {
    const signatures = [
      { role: 'buyer' as const, signerName: 'Amira Haddad', typedName: 'Amira Haddad', signedAt: '2026-12-02T11:00:00.000Z', ip: '203.0.113.7', documentSha256: HASH },
      { role: 'seller' as const, signerName: 'Karim Zürcher', typedName: 'karim zürcher', signedAt: '2026-12-03T08:15:00.000Z', ip: null, documentSha256: HASH },
    ];
    const pages = await pdfText(await renderContractPdf(documentInput({ kind: 'signed', signatures, documentSha256: HASH, issuedAt: '2026-12-03T08:15:00.000Z' })));
    // Lines wrap where the page ends them; compare the text as one run.
    const signaturePage = pages.at(-1)!.replace(/\n/g, ' ');
    expect(signaturePage).toContain('Signed electronically by: Amira Haddad');
    expect(signaturePage).toContain('Signed at: 2026-12-02 11:00:00 UTC');
    expect(signaturePage).toContain('From address: 203.0.113.7');
    expect(signaturePage).toContain('Signed electronically by: karim zurcher');
    expect(signaturePage).toContain(`SHA-256 of the document signed: ${HASH}`);
    expect(signaturePage).toContain(`Document signed by both parties (SHA-256): ${HASH}`);
    expect(signaturePage).toContain('Signed copy issued 2026-12-03 08:15:00 UTC; verify at https://example.com/verify');
    expect(signaturePage).not.toContain('Awaiting signature');
  });

  it('prints names the standard font cannot encode instead of failing', async () => {
    const text = (await pdfText(await renderContractPdf(documentInput({ buyer: { name: 'أميرة حداد', company: '北京', address: null } })))).join('\n');
    expect(text).toContain('Buyer: ?');
  });

  it('is not fooled into naming a contract by a file that is no PDF', async () => {
    expect(await contractIdNamedIn(new TextEncoder().encode('%PDF-1.7 not really'))).toBeNull();
  });
});

describe('text layout', () => {
  const widthOf = (s: string) => s.length;

  it('wraps words within the width, keeps line breaks and breaks a word longer than a line', () => {
    expect(wrapText('one two three four', 9, widthOf)).toEqual(['one two', 'three', 'four']);
    expect(wrapText('first\n\nsecond', 20, widthOf)).toEqual(['first', '', 'second']);
    expect(wrapText(`hash ${'f'.repeat(12)}`, 5, widthOf)).toEqual(['hash', 'fffff', 'fffff', 'ff']);
  });

  it('drops accents and replaces what the font cannot encode', () => {
    expect(printable('Zürich – Muscat', (c) => c < 128)).toBe('Zurich ? Muscat');
  });
});
