import type { Notification, NotificationCategory, NotificationSubjectType, Role } from '@ctp/domain';
import type { Selectable } from 'kysely';
import type { Executor } from '../../db/connection';
import type { NotificationsTable } from '../../db/schema';

/** A notification row to store for one recipient. */
export interface NewNotification {
  id: string;
  userId: string;
  category: NotificationCategory;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  subjectType: NotificationSubjectType | null;
  subjectId: string | null;
  /** Names the event that caused it: a second row with the same key for the same user is not stored. */
  dedupeKey: string | null;
  createdAt: string;
}

export const toNotification = (row: Selectable<NotificationsTable>): Notification => ({
  id: row.id,
  category: row.category as NotificationCategory,
  kind: row.kind,
  title: row.title,
  body: row.body,
  link: row.link,
  subject: row.subject_type && row.subject_id ? { type: row.subject_type as NotificationSubjectType, id: row.subject_id } : null,
  read: row.read_at !== null,
  createdAt: row.created_at,
});

/** The notifications table, and the few facts about users and items that addressing a notification needs. */
export function createNotificationsRepository(db: Executor) {
  const unreadOf = (userId: string) => db.selectFrom('notifications').where('user_id', '=', userId).where('read_at', 'is', null);

  return {
    /** Stores the rows not already stored under their dedupe key; returns the ids of those stored now. */
    async insertNew(rows: readonly NewNotification[]): Promise<Set<string>> {
      if (rows.length === 0) return new Set();
      const inserted = await db
        .insertInto('notifications')
        .values(
          rows.map((n) => ({
            id: n.id,
            user_id: n.userId,
            category: n.category,
            kind: n.kind,
            title: n.title,
            body: n.body,
            link: n.link,
            subject_type: n.subjectType,
            subject_id: n.subjectId,
            dedupe_key: n.dedupeKey,
            read_at: null,
            created_at: n.createdAt,
          })),
        )
        .onConflict((oc) => oc.columns(['user_id', 'dedupe_key']).doNothing())
        .returning('id')
        .execute();
      return new Set(inserted.map((row) => row.id));
    },

    /** One page of a user's notifications, newest first, with the count of all that match. */
    async list(userId: string, filter: { unreadOnly: boolean; offset: number; limit: number }): Promise<{ items: Notification[]; total: number }> {
      let query = db.selectFrom('notifications').where('user_id', '=', userId);
      if (filter.unreadOnly) query = query.where('read_at', 'is', null);
      const [rows, count] = await Promise.all([
        query.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').offset(filter.offset).limit(filter.limit).execute(),
        query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { items: rows.map(toNotification), total: Number(count.n) };
    },

    async countUnread(userId: string): Promise<number> {
      const row = await unreadOf(userId)
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Marks the user's own unread notifications read: those named (others' ids match nothing), or all. */
    async markRead(userId: string, ids: readonly string[] | 'all', at: string): Promise<void> {
      let query = db.updateTable('notifications').set({ read_at: at }).where('user_id', '=', userId).where('read_at', 'is', null);
      if (ids !== 'all') query = query.where('id', 'in', ids);
      await query.execute();
    },

    /** The role of each of these users (for the portal a link opens in); unknown ids are absent. */
    async rolesOf(userIds: readonly string[]): Promise<Map<string, Role>> {
      if (userIds.length === 0) return new Map();
      const rows = await db.selectFrom('users').select(['id', 'role']).where('id', 'in', userIds).execute();
      return new Map(rows.map((row) => [row.id, row.role as Role]));
    },

    /** The desk: every active administrator. */
    async activeAdminIds(): Promise<string[]> {
      const rows = await db.selectFrom('users').select('id').where('role', '=', 'admin').where('status', '=', 'active').execute();
      return rows.map((row) => row.id);
    },

    async orderFacts(orderId: string): Promise<{ ownerId: string; orderNumber: string; reviewedAt: string | null } | undefined> {
      const row = await db.selectFrom('orders').select(['owner_id', 'order_number', 'reviewed_at']).where('id', '=', orderId).executeTakeFirst();
      return row && { ownerId: row.owner_id, orderNumber: row.order_number, reviewedAt: row.reviewed_at };
    },

    async contractNumber(contractId: string): Promise<string | undefined> {
      const row = await db.selectFrom('contracts').select('contract_number').where('id', '=', contractId).executeTakeFirst();
      return row?.contract_number;
    },

    /** A contract's number and parties (a draft drawn up directly may have no seller yet). */
    async contractFacts(contractId: string): Promise<{ contractNumber: string; buyerId: string; sellerId: string | null } | undefined> {
      const row = await db.selectFrom('contracts').select(['contract_number', 'buyer_id', 'seller_id']).where('id', '=', contractId).executeTakeFirst();
      return row && { contractNumber: row.contract_number, buyerId: row.buyer_id, sellerId: row.seller_id };
    },

    async documentName(documentId: string): Promise<string | undefined> {
      const row = await db.selectFrom('documents').select('document_name').where('id', '=', documentId).executeTakeFirst();
      return row?.document_name;
    },

    async inquirySender(inquiryId: string): Promise<string | undefined> {
      const row = await db.selectFrom('inquiries').select(['name', 'company']).where('id', '=', inquiryId).executeTakeFirst();
      return row && (row.company ? `${row.name} (${row.company})` : row.name);
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
