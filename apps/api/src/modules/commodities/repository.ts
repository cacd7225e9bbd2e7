import type { Commodity, CommodityCategory } from '@ctp/domain';
import type { Kysely, Selectable } from 'kysely';
import type { CommoditiesTable, Database } from '../../db/schema';

export const toCommodity = (row: Pick<Selectable<CommoditiesTable>, 'id' | 'name' | 'symbol' | 'category' | 'unit' | 'description' | 'is_active'>): Commodity => ({
  id: row.id,
  name: row.name,
  symbol: row.symbol,
  category: row.category as Commodity['category'],
  unit: row.unit as Commodity['unit'],
  description: row.description,
  isActive: row.is_active === 1,
});

/** The commodities table (seeded by migration 0004), in the product's order. */
export function createCommoditiesRepository(db: Kysely<Database>) {
  return {
    async list(filter: { category?: CommodityCategory | undefined; activeOnly?: boolean } = {}): Promise<Commodity[]> {
      let query = db.selectFrom('commodities').selectAll().orderBy('position').orderBy('name');
      if (filter.category) query = query.where('category', '=', filter.category);
      if (filter.activeOnly) query = query.where('is_active', '=', 1);
      return (await query.execute()).map(toCommodity);
    },

    async findById(id: string): Promise<Commodity | undefined> {
      const row = await db.selectFrom('commodities').selectAll().where('id', '=', id).executeTakeFirst();
      return row && toCommodity(row);
    },

    async findBySymbol(symbol: string): Promise<Commodity | undefined> {
      const row = await db.selectFrom('commodities').selectAll().where('symbol', '=', symbol).executeTakeFirst();
      return row && toCommodity(row);
    },
  };
}

export type CommoditiesRepository = ReturnType<typeof createCommoditiesRepository>;
