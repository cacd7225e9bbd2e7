/** Times are stored as ISO-8601 UTC text so SQLite and PostgreSQL sort and compare them alike. */
export const nowIso = (now = Date.now()) => new Date(now).toISOString();
export const isoIn = (ms: number, now = Date.now()) => new Date(now + ms).toISOString();
