import { DEFAULT_SETTINGS, ERROR_CODES, SETTINGS_GROUPS, SETTINGS_TEXTS, type SystemSettings, type UpdateSystemSettings } from '@ctp/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/app-error';

export type Settings = SystemSettings;
type Group = keyof Settings;

/** What a change did: the values of the changed keys only, before and after, per group. */
export interface SettingsChange {
  before: Partial<Record<Group, Record<string, unknown>>>;
  after: Partial<Record<Group, Record<string, unknown>>>;
}

/** How long a read of the settings table is reused; edits through this service apply at once. */
const CACHE_MS = 5_000;

/** The changed keys of each group between two full settings objects. */
export function diffSettings(before: Settings, after: Settings): SettingsChange {
  const change: SettingsChange = { before: {}, after: {} };
  for (const group of SETTINGS_GROUPS) {
    const was = before[group] as Record<string, unknown>;
    const is = after[group] as Record<string, unknown>;
    for (const key of Object.keys(is)) {
      if (was[key] === is[key]) continue;
      (change.before[group] ??= {})[key] = was[key];
      (change.after[group] ??= {})[key] = is[key];
    }
  }
  return change;
}

/** System settings: one row per group of spec 3, stored as JSON, merged over spec 9's defaults. */
export function createSettingsService(db: Kysely<Database>) {
  let cached: { at: number; value: Settings } | undefined;

  async function load(): Promise<Settings> {
    const rows = await db.selectFrom('settings').selectAll().execute();
    const stored = Object.fromEntries(rows.map((r) => [r.key, JSON.parse(r.value) as object]));
    return Object.fromEntries(SETTINGS_GROUPS.map((g) => [g, { ...DEFAULT_SETTINGS[g], ...stored[g] }])) as Settings;
  }

  /** Writes whole groups in one transaction. */
  async function write(groups: Partial<Settings>): Promise<void> {
    const updatedAt = new Date().toISOString();
    await db.transaction().execute(async (trx) => {
      for (const [key, value] of Object.entries(groups)) {
        const json = JSON.stringify(value);
        await trx
          .insertInto('settings')
          .values({ key, value: json, updated_at: updatedAt })
          .onConflict((oc) => oc.column('key').doUpdateSet({ value: json, updated_at: updatedAt }))
          .execute();
      }
    });
    cached = undefined;
  }

  async function get(): Promise<Settings> {
    if (cached && Date.now() - cached.at < CACHE_MS) return cached.value;
    const value = await load();
    cached = { at: Date.now(), value };
    return value;
  }

  return {
    get,

    /** The settings as stored now (no cache) and when they last changed (null while never saved). */
    async snapshot(): Promise<{ settings: Settings; updatedAt: string | null }> {
      const [settings, row] = await Promise.all([
        load(),
        db.selectFrom('settings').select((eb) => eb.fn.max('updated_at').as('updatedAt')).executeTakeFirst(),
      ]);
      return { settings, updatedAt: (row?.updatedAt as string | null | undefined) ?? null };
    },

    /** Used by tests and other modules to flip a setting; no cross-field checks. */
    async updateGroup<G extends Group>(group: G, value: Partial<Settings[G]>): Promise<Settings> {
      const current = (await load())[group];
      await write({ [group]: { ...current, ...value } });
      return get();
    },

    /**
     * PUT /admin/settings: merges the given groups and keys over the stored ones. The trade value bounds
     * are checked on the merged result, as one of the two may come from the store.
     */
    async update(patch: UpdateSystemSettings): Promise<SettingsChange & { settings: Settings }> {
      const before = await load();
      const after = Object.fromEntries(SETTINGS_GROUPS.map((g) => [g, { ...before[g], ...patch[g] }])) as Settings;
      if (after.trading.minTradeValue > after.trading.maxTradeValue) {
        const message = SETTINGS_TEXTS.tradeValueOrder;
        throw new AppError(400, ERROR_CODES.validation, message, [{ path: 'trading.minTradeValue', message }]);
      }
      const change = diffSettings(before, after);
      const touched = Object.keys(change.after) as Group[];
      if (touched.length > 0) await write(Object.fromEntries(touched.map((g) => [g, after[g]])));
      return { ...change, settings: after };
    },

    /** Reset to Defaults: every group back to spec 9's values. */
    async reset(): Promise<SettingsChange & { settings: Settings }> {
      const before = await load();
      await write(DEFAULT_SETTINGS);
      return { ...diffSettings(before, DEFAULT_SETTINGS), settings: DEFAULT_SETTINGS };
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
