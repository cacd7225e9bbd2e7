import { DEFAULT_SETTINGS, SETTINGS_GROUPS, type SystemSettings } from '@ctp/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The settings table: one row per group of spec 3, stored as JSON, read merged over spec 9's defaults. */
export function createSettingsRepository(db: Kysely<Database>) {
  return {
    async load(): Promise<SystemSettings> {
      const rows = await db.selectFrom('settings').selectAll().execute();
      const stored = Object.fromEntries(rows.map((r) => [r.key, JSON.parse(r.value) as object]));
      return Object.fromEntries(SETTINGS_GROUPS.map((g) => [g, { ...DEFAULT_SETTINGS[g], ...stored[g] }])) as SystemSettings;
    },

    /** When the settings last changed (null while never saved). */
    async lastUpdatedAt(): Promise<string | null> {
      const row = await db.selectFrom('settings').select((eb) => eb.fn.max('updated_at').as('updatedAt')).executeTakeFirst();
      return (row?.updatedAt as string | null | undefined) ?? null;
    },

    /** Writes whole groups in one transaction. */
    async write(groups: Partial<SystemSettings>, updatedAt: string): Promise<void> {
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
    },
  };
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
