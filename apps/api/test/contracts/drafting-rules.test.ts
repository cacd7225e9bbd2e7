import { CONTRACT_DOCUMENT_ERROR_CODES, CONTRACT_TERM_DEFAULTS, CONTRACT_TEXTS, ERROR_CODES, SETTINGS_TEXTS, TRADING_RULE_CODES, ORDER_TEXTS } from '@ctp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../auth/fixtures';
import { acceptOffer, counter, openDeal, offerBody, people, type People } from '../deals/fixtures';
import { call, type TestApp } from '../helpers';
import { COMMODITY, account, contractOf, contractsApp, createDraft, dateIn, draftBody, moves, party, type Account } from './fixtures';

/**
 * POST /api/v1/contracts drafts under the rules an order meets (issue 13, docs/decisions/020): the trade value limits,
 * the commodity's delivery places and terms, KYC; and its terms are stored. A deal's draft changes only in the deal.
 */

let t: TestApp;
let buyer: Account;
let seller: Account;
let admin: Account;
const now = () => Date.now();
const draft = (token: string, body: Record<string, unknown>) => call(t.app, 'POST', '/api/v1/contracts', { token, body });
const contractCount = async () => Number((await t.app.database.db.selectFrom('contracts').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

beforeAll(async () => {
  t = await contractsApp();
  [buyer, seller, admin] = await Promise.all([party(t, 'trader'), party(t, 'seller'), account(t, 'admin')]);
});
afterAll(() => t.close());

describe('POST /api/v1/contracts refuses (400) and writes nothing', () => {
  it.each([
    ['a $2 billion contract, above the maximum trade value', { quantity: 1_000_000, unitPrice: 2_000 }, SETTINGS_TEXTS.aboveMaxTradeValue('$2,000,000,000', '$100,000,000')],
    ['a $0 contract', { quantity: 0.001, unitPrice: 0.01 }, SETTINGS_TEXTS.belowMinTradeValue('$0', '$1,000')],
    ['a contract below the minimum trade value', { quantity: 0.4, unitPrice: 2_000 }, SETTINGS_TEXTS.belowMinTradeValue('$800', '$1,000')],
  ])('%s', async (_label, amounts, message) => {
    const before = await contractCount();
    const error = expectError(await draft(buyer.token, draftBody(now(), { sellerId: seller.id, ...amounts })), 400, TRADING_RULE_CODES.tradeValueOutOfRange);
    expect(error.message).toBe(message);
    expect(await contractCount()).toBe(before);
  });

  it('delivery at "Mars", or anywhere the commodity is not delivered', async () => {
    const before = await contractCount();
    for (const [commodityId, deliveryLocation, category] of [
      [COMMODITY.gold, 'Mars', 'gold'],
      [COMMODITY.en590, 'Zurich', 'fuel'],
    ] as const) {
      const error = expectError(await draft(buyer.token, draftBody(now(), { commodityId, deliveryLocation })), 400, ERROR_CODES.validation);
      expect(error.details).toEqual([{ path: 'deliveryLocation', message: ORDER_TEXTS.locationNotAllowed(category) }]);
    }
    expect(await contractCount()).toBe(before);
  });

  it('an Incoterm the commodity does not trade on', async () => {
    const error = expectError(await draft(buyer.token, draftBody(now(), { incoterm: 'TTT' })), 400, ERROR_CODES.validation);
    expect(error.details).toEqual([{ path: 'incoterm', message: ORDER_TEXTS.termsNotAllowed('gold') }]);
    expectError(await draft(buyer.token, draftBody(now(), { incoterm: 'DDP' })), 400, ERROR_CODES.validation);
  });

  it('a delivery window that opens after the delivery date, a tolerance over 10 %, an unknown payment term', async () => {
    for (const terms of [
      { deliveryWindowStart: dateIn(40, now()) },
      { quantityTolerancePercent: 12 },
      { quantityTolerancePercent: 1.234 },
      { paymentTerms: 'Cash in a suitcase' },
    ]) {
      expectError(await draft(buyer.token, draftBody(now(), terms)), 400, ERROR_CODES.validation);
    }
  });

  it('the same rules for an administrator drafting for a buyer', async () => {
    const body = draftBody(now(), { buyerId: buyer.id, sellerId: seller.id, deliveryLocation: 'Mars' });
    expectError(await draft(admin.token, body), 400, ERROR_CODES.validation);
    expectError(await draft(admin.token, { ...body, deliveryLocation: 'Zurich', quantity: 1_000_000, unitPrice: 2_000 }), 400, TRADING_RULE_CODES.tradeValueOutOfRange);
  });
});

describe('KYC, while trading requires it', () => {
  it('refuses a buyer without approved KYC (403) and a seller without it (400)', async () => {
    const unverified = await account(t, 'trader');
    const error = expectError(await draft(unverified.token, draftBody(now())), 403, TRADING_RULE_CODES.kycRequired);
    expect(error.message).toBe(SETTINGS_TEXTS.kycRequired);
    const unverifiedSeller = await account(t, 'seller');
    const refused = expectError(await draft(buyer.token, draftBody(now(), { sellerId: unverifiedSeller.id })), 400, TRADING_RULE_CODES.kycRequired);
    expect(refused.details).toEqual([{ path: 'sellerId', message: CONTRACT_TEXTS.sellerKycRequired }]);
  });
});

describe('the terms of a drafted contract', () => {
  it('are stored as given, with the standard inspection and governing law clauses', async () => {
    const contract = await createDraft(
      t.app,
      buyer.token,
      draftBody(now(), {
        sellerId: seller.id,
        incoterm: 'CIF',
        incotermPlace: 'Port of Zurich',
        paymentTerms: 'SBLC',
        specifications: 'LBMA good delivery bars',
        quantityTolerancePercent: 2.5,
        deliveryWindowStart: dateIn(20, now()),
      }),
    );
    expect(contract.terms).toEqual({
      incoterm: 'CIF',
      incotermPlace: 'Port of Zurich',
      paymentTerms: 'SBLC',
      specifications: 'LBMA good delivery bars',
      quantityTolerancePercent: 2.5,
      deliveryWindowStart: dateIn(20, now()),
      deliveryWindowEnd: contract.deliveryDate,
      inspection: CONTRACT_TERM_DEFAULTS.inspection,
      governingLaw: CONTRACT_TERM_DEFAULTS.governingLaw,
      buyerAddress: null,
      sellerAddress: null,
    });
    expect(contract).toMatchObject({ buyer: { name: 'Amira Test', company: null }, seller: { name: 'Karim Test', company: null }, dealId: null, signatures: [], documentSha256: null });
  });

  it('take the parties’ countries as their addresses and their companies as the account says', async () => {
    await t.app.database.db.updateTable('users').set({ country: 'Oman', company_name: 'Gulf Bullion Buyers LLC' }).where('id', '=', buyer.id).execute();
    try {
      const contract = await createDraft(t.app, buyer.token, draftBody(now(), { sellerId: seller.id }));
      expect(contract.terms).toMatchObject({ buyerAddress: 'Oman', sellerAddress: null, quantityTolerancePercent: 0, incoterm: null });
      expect(contract.buyer).toEqual({ name: 'Amira Test', company: 'Gulf Bullion Buyers LLC' });
    } finally {
      await t.app.database.db.updateTable('users').set({ country: 'Unknown', company_name: null }).where('id', '=', buyer.id).execute();
    }
  });

  it('change on a draft under the same rules', async () => {
    const contract = await createDraft(t.app, buyer.token, draftBody(now(), { sellerId: seller.id }));
    const edited = contractOf(await moves.update(t.app, buyer.token, contract.id, { incoterm: 'FOB', paymentTerms: 'Escrow', quantityTolerancePercent: 1 }));
    expect(edited.terms).toMatchObject({ incoterm: 'FOB', paymentTerms: 'Escrow', quantityTolerancePercent: 1 });
    expectError(await moves.update(t.app, buyer.token, contract.id, { quantity: 1_000_000, unitPrice: 2_000 }), 400, TRADING_RULE_CODES.tradeValueOutOfRange);
    expectError(await moves.update(t.app, buyer.token, contract.id, { deliveryLocation: 'Mars' }), 400, ERROR_CODES.validation);
    expect(contractOf(await moves.get(t.app, buyer.token, contract.id))).toMatchObject({ quantity: contract.quantity, deliveryLocation: contract.deliveryLocation });
  });
});

describe("a deal's draft contract", () => {
  let p: People;
  beforeAll(async () => {
    p = await people(t);
  });

  it('names its deal, and is edited only through the deal (409 CONTRACT_IN_DEAL); the desk may still send it', async () => {
    const { deal, contractId } = await openDeal(t, p);
    const contract = contractOf(await moves.get(t.app, p.buyer.token, contractId));
    expect(contract.dealId).toBe(deal.id);
    expect(contract.allowedActions).toEqual(['send', 'cancel']);
    for (const who of [p.buyer, p.admin]) {
      const error = expectError(await moves.update(t.app, who.token, contractId, { unitPrice: 1 }), 409, CONTRACT_DOCUMENT_ERROR_CODES.contractInDeal);
      expect(error.details).toMatchObject({ dealId: deal.id });
    }
    expect(contractOf(await moves.send(t.app, p.admin.token, contractId)).status).toBe('pending');
  });

  it('takes the Incoterm, payment terms and specifications of the accepted offer', async () => {
    const { deal, contractId } = await openDeal(t, p);
    const { offer } = await counter(t, p.buyer, deal.id, offerBody({ incoterm: 'CIF', paymentTerms: 'TT against documents', specifications: 'Kilobars, 999.9 fine' }));
    expect((await acceptOffer(t, p.seller, deal.id, offer.id)).statusCode).toBe(200);
    const contract = contractOf(await moves.get(t.app, p.seller.token, contractId));
    expect(contract.terms).toMatchObject({ incoterm: 'CIF', paymentTerms: 'TT against documents', specifications: 'Kilobars, 999.9 fine' });
    expect(contract).toMatchObject({ unitPrice: 2080, quantity: 80, buyer: { name: 'Amira Test', company: 'Gulf Bullion Buyers LLC' }, seller: { name: 'Karim Test', company: 'Andes Refining SA' } });
  });
});
