import type { FuelAssessment, FuelAssessmentPort, FuelAssessmentProduct, TradingCurrency } from '@ctp/domain';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, FuelAssessmentsTable } from '../../db/schema';

const toCents = (price: number) => Math.round(price * 100);
const fromCents = (cents: number | string) => Number(cents) / 100;

type Row = Selectable<FuelAssessmentsTable> & { created_by_email: string | null };

const toAssessment = (row: Row): FuelAssessment => ({
  id: row.id,
  product: row.product as FuelAssessmentProduct,
  port: row.port as FuelAssessmentPort,
  day: row.day,
  price: fromCents(row.price_cents),
  currency: row.currency as TradingCurrency,
  note: row.note,
  createdBy: { id: row.created_by, email: row.created_by_email },
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

/** The fields an administrator enters; the price in USD per metric ton. */
export interface AssessmentFields {
  product: FuelAssessmentProduct;
  port: FuelAssessmentPort;
  day: string;
  price: number;
  note: string | null;
}

/** A stored price of one day, as the board and the history read it. */
export interface DayPrice {
  product: FuelAssessmentProduct;
  port: FuelAssessmentPort;
  day: string;
  price: number;
  currency: TradingCurrency;
  note: string | null;
}

/** SQLite and PostgreSQL each name a broken unique index their own way. */
const isUniqueViolation = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
};

/** The fuel_assessments table (migration 0032). */
export function createFuelAssessmentsRepository(db: Kysely<Database>) {
  const withAuthor = () =>
    db
      .selectFrom('fuel_assessments')
      .leftJoin('users', 'users.id', 'fuel_assessments.created_by')
      .selectAll('fuel_assessments')
      .select('users.email as created_by_email');

  async function find(id: string): Promise<FuelAssessment | undefined> {
    const row = await withAuthor().where('fuel_assessments.id', '=', id).executeTakeFirst();
    return row && toAssessment(row);
  }

  return {
    find,

    async findByKey(key: Pick<AssessmentFields, 'product' | 'port' | 'day'>): Promise<FuelAssessment | undefined> {
      const row = await withAuthor()
        .where('fuel_assessments.product', '=', key.product)
        .where('fuel_assessments.port', '=', key.port)
        .where('fuel_assessments.day', '=', key.day)
        .executeTakeFirst();
      return row && toAssessment(row);
    },

    /** Inserts the assessment unless its product, port and day have one already (undefined then). */
    async insert(fields: AssessmentFields, by: string, at: string): Promise<FuelAssessment | undefined> {
      const id = crypto.randomUUID();
      const result = await db
        .insertInto('fuel_assessments')
        .values({ id, product: fields.product, port: fields.port, day: fields.day, price_cents: toCents(fields.price), note: fields.note, created_by: by, created_at: at, updated_at: at })
        .onConflict((oc) => oc.columns(['product', 'port', 'day']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0 ? find(id) : undefined;
    },

    /** Replaces the fields; 'taken' when another assessment holds the new product, port and day, 'missing' when there is no such id. */
    async update(id: string, fields: AssessmentFields, at: string): Promise<FuelAssessment | 'taken' | 'missing'> {
      try {
        const result = await db
          .updateTable('fuel_assessments')
          .set({ product: fields.product, port: fields.port, day: fields.day, price_cents: toCents(fields.price), note: fields.note, updated_at: at })
          .where('id', '=', id)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) return 'missing';
      } catch (error) {
        if (isUniqueViolation(error)) return 'taken';
        throw error;
      }
      return (await find(id)) ?? 'missing';
    },

    async delete(id: string): Promise<boolean> {
      const result = await db.deleteFrom('fuel_assessments').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** The history, newest day first, then in product and port order; a page of it and the count of all. */
    async list(filter: { product?: FuelAssessmentProduct | undefined; port?: FuelAssessmentPort | undefined; offset: number; limit: number }) {
      let query = withAuthor();
      if (filter.product) query = query.where('fuel_assessments.product', '=', filter.product);
      if (filter.port) query = query.where('fuel_assessments.port', '=', filter.port);
      const counted = await query
        .clearSelect()
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow();
      const rows = await query
        .orderBy('fuel_assessments.day', 'desc')
        .orderBy('fuel_assessments.product')
        .orderBy('fuel_assessments.port')
        .limit(filter.limit)
        .offset(filter.offset)
        .execute();
      return { items: rows.map(toAssessment), total: Number(counted.n) };
    },

    /** The two newest assessments of every product and port (the latest and the one before it), newest first. */
    async latestTwoEach(): Promise<DayPrice[]> {
      const ranked = db
        .selectFrom('fuel_assessments')
        .select(['product', 'port', 'day', 'price_cents', 'currency', 'note'])
        .select(sql<number>`row_number() over (partition by product, port order by day desc)`.as('rank'))
        .as('ranked');
      const rows = await db.selectFrom(ranked).selectAll().where('rank', '<=', 2).orderBy('day', 'desc').execute();
      return rows.map(toDayPrice);
    },

    /** One product at one port from `fromDay` on, oldest first. */
    async history(product: FuelAssessmentProduct, port: FuelAssessmentPort, fromDay: string): Promise<DayPrice[]> {
      const rows = await db
        .selectFrom('fuel_assessments')
        .select(['product', 'port', 'day', 'price_cents', 'currency', 'note'])
        .where('product', '=', product)
        .where('port', '=', port)
        .where('day', '>=', fromDay)
        .orderBy('day', 'asc')
        .execute();
      return rows.map(toDayPrice);
    },
  };
}

function toDayPrice(row: Pick<Selectable<FuelAssessmentsTable>, 'product' | 'port' | 'day' | 'price_cents' | 'currency' | 'note'>): DayPrice {
  return {
    product: row.product as FuelAssessmentProduct,
    port: row.port as FuelAssessmentPort,
    day: row.day,
    price: fromCents(row.price_cents),
    currency: row.currency as TradingCurrency,
    note: row.note,
  };
}

export type FuelAssessmentsRepository = ReturnType<typeof createFuelAssessmentsRepository>;
