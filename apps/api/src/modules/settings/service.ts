import { DEFAULT_SETTINGS } from '@ctp/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export type Settings = typeof DEFAULT_SETTINGS;
type Group = keyof Settings;

/** How long a read of the settings table is reused; edits through this service apply at once. */
const CACHE_MS = 5_000;

/** System settings: one row per group of spec 3, stored as JSON, merged over spec 9's defaults. */
export function createSettingsService(db: Kysely<Database>) {
  let cached: { at: number; value: Settings } | undefined;

  async function load(): Promise<Settings> {
    const rows = await db.selectFrom('settings').selectAll().execute();
    const stored = Object.fromEntries(rows.map((r) => [r.key, JSON.parse(r.value) as object]));
    const groups = Object.keys(DEFAULT_SETTINGS) as Group[];
    return Object.fromEntries(groups.map((g) => [g, { ...DEFAULT_SETTINGS[g], ...stored[g] }])) as Settings;
  }

  return {
    async get(): Promise<Settings> {
      if (cached && Date.now() - cached.at < CACHE_MS) return cached.value;
      const value = await load();
      cached = { at: Date.now(), value };
      return value;
    },

    async updateGroup<G extends Group>(group: G, value: Partial<Settings[G]>): Promise<Settings> {
      const current = (await load())[group];
      const merged = JSON.stringify({ ...current, ...value });
      const updatedAt = new Date().toISOString();
      await db
        .insertInto('settings')
        .values({ key: group, value: merged, updated_at: updatedAt })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value: merged, updated_at: updatedAt }))
        .execute();
      cached = undefined;
      return this.get();
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
