import { sql } from 'kysely';
import { call, type TestApp } from '../helpers';
import { getDeal, openDeal, type OpenedDeal, type People } from './fixtures';

export const ratingUrl = (dealId: string) => `/api/v1/deals/${dealId}/rating`;
export const ratingsUrl = (dealId: string) => `/api/v1/deals/${dealId}/ratings`;
export const dealDocumentsUrl = (dealId: string) => `/api/v1/deals/${dealId}/documents`;

/**
 * Moves a deal's contract to `executed` (or `cancelled`) as the contracts module does (the row, and
 * `contract.transitioned` recorded in the same transaction and delivered after it), without sending and signing it:
 * the deal, its match and its orders follow through their own reactions.
 */
export async function moveContractOf(t: TestApp, contractId: string, to: 'executed' | 'cancelled'): Promise<void> {
  const at = new Date().toISOString();
  const stamp = to === 'executed' ? { executed_at: at } : { cancelled_at: at };
  await t.app.database.db.transaction().execute(async (trx) => {
    const { unit_price_cents } = await trx.selectFrom('contracts').select('unit_price_cents').where('id', '=', contractId).executeTakeFirstOrThrow();
    await trx
      .updateTable('contracts')
      .set({ status: to, ...stamp, updated_at: at, version: sql`version + 1` })
      .where('id', '=', contractId)
      .execute();
    await t.app.events.record(trx, { type: 'contract.transitioned', payload: { contractId, from: null, to, unitPriceCents: Number(unit_price_cents), at } });
  });
  await t.app.events.deliver();
}

/** A deal between `who.buyer` and `who.seller` whose contract is executed (deal status `executed`). */
export async function executedDeal(t: TestApp, who: Pick<People, 'admin' | 'buyer' | 'seller'>, options: Parameters<typeof openDeal>[2] = {}): Promise<OpenedDeal> {
  const opened = await openDeal(t, who, options);
  await moveContractOf(t, opened.contractId, 'executed');
  return { ...opened, deal: await getDeal(t, who.buyer, opened.deal.id) };
}

/** Posts a rating as `token`'s user. */
export const rate = (t: TestApp, token: string, dealId: string, body: unknown) => call(t.app, 'POST', ratingUrl(dealId), { token, body });
