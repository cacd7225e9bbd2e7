import type { NotificationCategory } from '@ctp/domain';
import type { Kysely } from 'kysely';
import type { Database, MailDigestItemsTable } from '../../db/schema';

export type DigestItem = MailDigestItemsTable;

/** Opt-outs by unsubscribe link, and the deal-message digests waiting for their window to end. */
export function createNotificationMailRepository(db: Kysely<Database>) {
  return {
    async isOptedOut(userId: string, category: NotificationCategory): Promise<boolean> {
      const row = await db.selectFrom('mail_opt_outs').select('user_id').where('user_id', '=', userId).where('category', '=', category).executeTakeFirst();
      return row !== undefined;
    },

    /** Idempotent: a link clicked twice leaves one row. */
    async optOut(userId: string, category: NotificationCategory, at: string): Promise<void> {
      await db
        .insertInto('mail_opt_outs')
        .values({ user_id: userId, category, created_at: at })
        .onConflict((oc) => oc.columns(['user_id', 'category']).doNothing())
        .execute();
    },

    windowOf: (userId: string, dealId: string) =>
      db.selectFrom('mail_digest_windows').selectAll().where('user_id', '=', userId).where('deal_id', '=', dealId).executeTakeFirst(),

    /**
     * Opens the recipient's next window for the deal, ending at `endsAt`, if the window is still the one the caller
     * saw (`seenEndsAt`, undefined for none): a conditional write only one caller (or instance) wins, and only the
     * winner mails.
     */
    async claimWindow(userId: string, dealId: string, seenEndsAt: string | undefined, endsAt: string): Promise<boolean> {
      if (seenEndsAt === undefined) {
        const result = await db
          .insertInto('mail_digest_windows')
          .values({ user_id: userId, deal_id: dealId, window_ends_at: endsAt })
          .onConflict((oc) => oc.columns(['user_id', 'deal_id']).doNothing())
          .executeTakeFirst();
        return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
      }
      const result = await db
        .updateTable('mail_digest_windows')
        .set({ window_ends_at: endsAt })
        .where('user_id', '=', userId)
        .where('deal_id', '=', dealId)
        .where('window_ends_at', '=', seenEndsAt)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Windows that have ended by `now` (their pending items, if any, are due as a digest). */
    endedWindows: (now: string) => db.selectFrom('mail_digest_windows').selectAll().where('window_ends_at', '<=', now).execute(),

    /** Idempotent per notification: a redelivered one is collected once. */
    async addItem(item: DigestItem): Promise<void> {
      await db
        .insertInto('mail_digest_items')
        .values(item)
        .onConflict((oc) => oc.column('notification_id').doNothing())
        .execute();
    },

    /** Takes the pending items of a window (oldest first) out of the table, for the caller that claimed the window. */
    async takeItems(userId: string, dealId: string): Promise<DigestItem[]> {
      return db.transaction().execute(async (trx) => {
        const items = await trx
          .selectFrom('mail_digest_items')
          .selectAll()
          .where('user_id', '=', userId)
          .where('deal_id', '=', dealId)
          .orderBy('created_at')
          .orderBy('notification_id')
          .execute();
        if (items.length > 0) await trx.deleteFrom('mail_digest_items').where('notification_id', 'in', items.map((i) => i.notification_id)).execute();
        return items;
      });
    },

    hasItems: async (userId: string, dealId: string) =>
      (await db.selectFrom('mail_digest_items').select('notification_id').where('user_id', '=', userId).where('deal_id', '=', dealId).limit(1).execute()).length > 0,

    /** A quiet window (ended, nothing pending) is dropped, so the deal's next message mails at once. */
    async dropWindowIfQuiet(userId: string, dealId: string, endsAt: string): Promise<void> {
      await db
        .deleteFrom('mail_digest_windows')
        .where('user_id', '=', userId)
        .where('deal_id', '=', dealId)
        .where('window_ends_at', '=', endsAt)
        .where((eb) => eb.not(eb.exists(eb.selectFrom('mail_digest_items').select('notification_id').where('user_id', '=', userId).where('deal_id', '=', dealId))))
        .execute();
    },
  };
}

export type NotificationMailRepository = ReturnType<typeof createNotificationMailRepository>;
