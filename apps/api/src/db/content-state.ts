import type { ContentStatus } from '@ctp/domain';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { ContentColumns, Database } from './schema';

/** The tables of the desk's content (migration 0031), which share their bookkeeping columns. */
export type ContentTableName = 'market_alerts' | 'investment_opportunities' | 'capital_projects';

export interface ContentFilter {
  status?: ContentStatus | undefined;
  offset: number;
  limit: number;
}

/** What a module's repository offers for one kind of the desk's content (market alerts, opportunities, projects). */
export interface ContentRepository<Item, Fields> {
  /** Every status, the last changed first. */
  list(filter: ContentFilter): Promise<{ items: Item[]; total: number }>;
  find(id: string): Promise<Item | undefined>;
  insert(fields: Fields, state: NewContentState): Promise<Item>;
  /** False when there is no such item. */
  update(id: string, fields: Fields, at: string): Promise<boolean>;
  /** False when there is no such draft. */
  publish(id: string, at: string): Promise<boolean>;
  /** False when there is no such published item. */
  unpublish(id: string, at: string): Promise<boolean>;
  remove(id: string): Promise<boolean>;
}

/** How a new item starts: a draft, or published at a time (the API's immediate alerts, the development seed). */
export interface NewContentState {
  publishedAt: string | null;
  /** Only the development seed marks its fictional records. */
  example?: boolean | undefined;
  createdBy: string | null;
  now: string;
}

/** The bookkeeping columns of a new row. */
export function newContentColumns({ publishedAt, example = false, createdBy, now }: NewContentState) {
  return {
    content_status: (publishedAt === null ? 'draft' : 'published') satisfies ContentStatus,
    example: example ? 1 : 0,
    published_at: publishedAt,
    created_by: createdBy,
    created_at: now,
    updated_at: now,
  };
}

const isExample = (row: Pick<Selectable<ContentColumns>, 'example'>) => Number(row.example) === 1;

/** What the desk sees of a row's state, beside its fields. */
export function contentStateOf(row: Pick<Selectable<ContentColumns>, 'content_status' | 'example' | 'created_at' | 'updated_at' | 'published_at'>) {
  return {
    contentStatus: row.content_status as ContentStatus,
    example: isExample(row),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    publishedAt: row.published_at,
  };
}

/** What the portals see of a row's state: they read published rows only, which always have their publication time. */
export const publicationOf = (row: Pick<Selectable<ContentColumns>, 'example'> & { published_at: string }) => ({
  publishedAt: row.published_at,
  example: isExample(row),
});

type ContentRow<Table extends ContentTableName> = Selectable<Database[Table]>;

/** How a kind's rows are read and written: its item from a row, and its own columns (not the bookkeeping) from its fields. */
export interface ContentRowMapping<Table extends ContentTableName, Item, Fields> {
  itemOf: (row: ContentRow<Table>) => Item;
  columnsOf: (fields: Fields) => Omit<ContentRow<Table>, 'id' | keyof ContentColumns>;
}

/**
 * The desk's statements on a content table, the same on each: the list of every status (the last changed first), an
 * item, an insert, an update, publishing, withdrawing and deleting. A change answers whether a row changed, so a
 * caller tells an unknown id from one already in the state asked for.
 */
export function contentRows<Table extends ContentTableName, Item, Fields>(
  db: Kysely<Database>,
  table: Table,
  { itemOf, columnsOf }: ContentRowMapping<Table, Item, Fields>,
): ContentRepository<Item, Fields> {
  // Kysely types these statements on the union of the three tables; what they read is a row of `table`.
  const target: ContentTableName = table;
  const rowOf = (row: Selectable<Database[ContentTableName]>) => itemOf(row as ContentRow<Table>);

  async function move(id: string, from: ContentStatus, to: ContentStatus, at: string): Promise<boolean> {
    // A publication sets the time; a withdrawal keeps the time it was last published.
    const set = to === 'published' ? { content_status: to, published_at: at, updated_at: at } : { content_status: to, updated_at: at };
    const result = await db.updateTable(target).set(set).where('id', '=', id).where('content_status', '=', from).executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  return {
    async insert(fields, state) {
      const row = { id: crypto.randomUUID(), ...columnsOf(fields), ...newContentColumns(state) };
      await db.insertInto(target).values(row as Insertable<Database[ContentTableName]>).execute();
      return itemOf(row as ContentRow<Table>);
    },

    async list(filter) {
      let query = db.selectFrom(target);
      if (filter.status) query = query.where('content_status', '=', filter.status);
      const [rows, count] = await Promise.all([
        query.selectAll().orderBy('updated_at', 'desc').orderBy('id').offset(filter.offset).limit(filter.limit).execute(),
        query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { items: rows.map(rowOf), total: Number(count.n) };
    },

    async find(id) {
      const row = await db.selectFrom(target).selectAll().where('id', '=', id).executeTakeFirst();
      return row ? rowOf(row) : undefined;
    },

    async update(id, fields, at) {
      const result = await db.updateTable(target).set({ ...columnsOf(fields), updated_at: at }).where('id', '=', id).executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    publish: (id, at) => move(id, 'draft', 'published', at),
    unpublish: (id, at) => move(id, 'published', 'draft', at),

    async remove(id) {
      const result = await db.deleteFrom(target).where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
