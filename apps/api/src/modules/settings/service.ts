import { DEFAULT_SETTINGS, ERROR_CODES, SETTINGS_GROUPS, SETTINGS_TEXTS, type SystemSettings, type UpdateSystemSettings } from '@ctp/domain';
import { AppError } from '../../lib/app-error';
import type { Principal } from '../../plugins/access';
import type { AuditLog } from '../audit';
import type { SettingsRepository } from './repository';

export type Settings = SystemSettings;
type Group = keyof Settings;

/** What a change did: the values of the changed keys only, before and after, per group. */
export interface SettingsChange {
  before: Partial<Record<Group, Record<string, unknown>>>;
  after: Partial<Record<Group, Record<string, unknown>>>;
}

/**
 * How long a read of the settings table is reused: every request's account gate reads the settings, so they are
 * held in process. An edit through this instance applies at once; other instances over the same database see it
 * within this bound (one small read a second each), so maintenance mode closes every instance within a second.
 */
export const SETTINGS_CACHE_MS = 1_000;

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

/** Who changed the settings, for the audit trail. */
interface Change {
  actor: Principal;
  ip: string | null;
}

/** System settings: spec 3's groups over spec 9's defaults, cached for SETTINGS_CACHE_MS; every change by an administrator is audited. */
export function createSettingsService({ repo, audit, now = Date.now }: { repo: SettingsRepository; audit: AuditLog; now?: () => number }) {
  let cached: { at: number; value: Settings } | undefined;
  const load = () => repo.load();

  async function write(groups: Partial<Settings>): Promise<void> {
    await repo.write(groups, new Date(now()).toISOString());
    cached = undefined;
  }

  /** The values of the changed keys before and after, in the audit trail; nothing when nothing changed. */
  async function audited(result: SettingsChange, { actor, ip }: Change, reset: boolean): Promise<void> {
    if (Object.keys(result.after).length === 0) return;
    await audit.record({
      action: 'admin.settings.updated',
      actorId: actor.id,
      actorEmail: actor.email,
      target: 'settings',
      ip,
      details: { before: result.before, after: result.after, ...(reset ? { reset: true } : {}) },
    });
  }

  async function get(): Promise<Settings> {
    if (cached && now() - cached.at < SETTINGS_CACHE_MS) return cached.value;
    const value = await load();
    cached = { at: now(), value };
    return value;
  }

  return {
    get,

    /** The settings as stored now (no cache) and when they last changed (null while never saved). */
    async snapshot(): Promise<{ settings: Settings; updatedAt: string | null }> {
      const [settings, updatedAt] = await Promise.all([load(), repo.lastUpdatedAt()]);
      return { settings, updatedAt };
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
    async update(patch: UpdateSystemSettings, by: Change): Promise<void> {
      const before = await load();
      const after = Object.fromEntries(SETTINGS_GROUPS.map((g) => [g, { ...before[g], ...patch[g] }])) as Settings;
      if (after.trading.minTradeValue > after.trading.maxTradeValue) {
        const message = SETTINGS_TEXTS.tradeValueOrder;
        throw new AppError(400, ERROR_CODES.validation, message, [{ path: 'trading.minTradeValue', message }]);
      }
      const change = diffSettings(before, after);
      const touched = Object.keys(change.after) as Group[];
      if (touched.length > 0) await write(Object.fromEntries(touched.map((g) => [g, after[g]])));
      await audited(change, by, false);
    },

    /** Reset to Defaults: every group back to spec 9's values (audited when an administrator did it). */
    async reset(by?: Change): Promise<void> {
      const before = await load();
      await write(DEFAULT_SETTINGS);
      if (by) await audited(diffSettings(before, DEFAULT_SETTINGS), by, true);
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
