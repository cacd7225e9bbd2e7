/**
 * The last rankings computed, by query, kept while the stamp they were computed under is current: the service stamps
 * them with the database's `rankingStamp` and the KYC setting, which every write of the app that changes a ranking
 * moves, whichever instance made it. At most `capacity` queries are kept, the least recently used going first.
 */
export function createRankingCache<T>(capacity: number) {
  let stamp: string | undefined;
  const entries = new Map<string, T>();

  return {
    /** The entry of `key` if it was computed under `current`. */
    get(key: string, current: string): T | undefined {
      if (current !== stamp) return undefined;
      const entry = entries.get(key);
      if (entry !== undefined) {
        entries.delete(key);
        entries.set(key, entry);
      }
      return entry;
    },

    /** Keeps `entry` for `key`, computed under `at`; entries of another stamp are dropped. */
    set(key: string, at: string, entry: T): void {
      if (at !== stamp) {
        entries.clear();
        stamp = at;
      }
      entries.delete(key);
      entries.set(key, entry);
      if (entries.size > capacity) entries.delete(entries.keys().next().value!);
    },
  };
}
