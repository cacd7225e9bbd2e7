import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { TestApp } from '../../helpers';

/**
 * Tables a refused call (4xx) may still write to, and why. Everything else must be exactly as it was, row for row.
 * - audit_log: refusals that matter are audited (failed sign-ins and password checks, forbidden moves);
 * - sign_in_failures: a wrong password or code is counted against the account and address (the throttle);
 * - rate_limits: a call to a limited route counts whether it is answered or refused;
 * - system_alerts: GET /admin/alerts runs the health checks (a failing check raises an alert), and the audit watch
 *   raises one on lockouts, which refused sign-ins and password checks cause;
 * - and mail_outbox, only when a system alert was raised by the same call: the alert mails the administrators.
 * Dispatch bookkeeping of the mail and event outboxes (VOLATILE_COLUMNS) is done in the background and not compared.
 */
export const MAY_CHANGE_ON_REFUSAL: Readonly<Record<string, string>> = {
  audit_log: 'audited refusals',
  sign_in_failures: 'sign-in throttle',
  rate_limits: 'rate-limit counters',
  system_alerts: 'health checks and the lockout watch',
};

/** Columns that change on any authenticated call, refused or not. */
const VOLATILE_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  // Touched (at most once a minute) when a token is checked, before the route decides anything.
  sessions: ['last_active_at'],
  // Dispatch bookkeeping of the event outbox: a failed subscriber is retried by a background poll at any time. The
  // events themselves (a refusal must publish none) stay watched.
  domain_events: ['dispatched_at', 'claimed_until', 'attempts', 'failed_subscribers', 'last_error'],
  // Delivery bookkeeping of the mail outbox, for the same reason; the mails themselves stay watched.
  mail_outbox: ['status', 'attempts', 'next_attempt_at', 'last_error', 'sent_at'],
  // The background jobs' schedule and leases (plugins/jobs): claimed and renewed every second whatever the calls do.
  job_leases: ['holder', 'lease_until', 'next_run_at', 'last_started_at', 'last_finished_at', 'last_error'],
};

/** Each watched table's row count and a digest of its rows (order-independent), to compare before and after a call. */
export type StoredState = Map<string, { rows: number; digest: string }>;

export interface StoredStateReader {
  /** Every table of the app's database (this test app's schema on PostgreSQL). */
  tables: string[];
  read(): Promise<StoredState>;
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Reads every watched table in one statement (a round trip per table made the PostgreSQL fuzz run four times slower):
 * PostgreSQL hashes each table's rows itself; SQLite, in memory, hands over the rows as text.
 */
export async function storedStateReader(t: TestApp): Promise<StoredStateReader> {
  const { db, engine } = t.app.database;
  const catalog =
    engine === 'sqlite'
      ? await sql<{ table: string; column: string }>`select m.name as "table", p.name as "column" from sqlite_master m join pragma_table_info(m.name) p where m.type = 'table' and m.name not like 'sqlite_%' order by m.name, p.cid`.execute(db)
      : await sql<{ table: string; column: string }>`select c.table_name as "table", c.column_name as "column" from information_schema.columns c join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name where c.table_schema = current_schema() and t.table_type = 'BASE TABLE' order by c.table_name, c.ordinal_position`.execute(db);
  const columns = new Map<string, string[]>();
  for (const { table, column } of catalog.rows) columns.set(table, [...(columns.get(table) ?? []), column]);
  const tables = [...columns.keys()].sort();

  const selects = tables.map((table) => {
    // The tables a refusal may write are only counted: enough to see an alert raised, and the audit log grows long.
    if (table in MAY_CHANGE_ON_REFUSAL) return `select '${table}' as name, count(*) as rows, null as content from ${quoted(table)}`;
    const kept = columns.get(table)!.filter((column) => !(VOLATILE_COLUMNS[table] ?? []).includes(column)).map(quoted).join(', ');
    const name = `'${table}'`;
    return engine === 'sqlite'
      ? `select ${name} as name, (select count(*) from ${quoted(table)}) as rows, (select group_concat(line, char(10)) from (select json_array(${kept}) as line from ${quoted(table)} order by line)) as content`
      : // Order-independent without a sort: the rows' 64-bit hashes combined by XOR and by sum (ids keep rows distinct).
        `select ${name} as name, count(*)::int as rows, concat(bit_xor(hashtextextended(row(${kept})::text, 0)), ':', sum(hashtextextended(row(${kept})::text, 1))) as content from ${quoted(table)}`;
  });
  const statement = sql.raw<{ name: string; rows: number; content: string | null }>(selects.join(' union all '));

  return {
    tables,
    async read() {
      const { rows } = await statement.execute(db);
      // SQLite's group_concat promises no order: sort its lines (json_array escapes line breaks inside values).
      const text = (content: string | null) => (engine === 'sqlite' ? (content ?? '').split('\n').sort().join('\n') : (content ?? ''));
      return new Map(rows.map((row) => [row.name, { rows: Number(row.rows), digest: createHash('sha256').update(text(row.content)).digest('hex') }]));
    },
  };
}

/**
 * The watched tables whose rows differ, with their row counts before and after. Mail is excused when a system alert
 * was raised in between: an alert (an administrator locked out by wrong passwords, say) mails the administrators.
 */
export function changedTables(before: StoredState, after: StoredState): string[] {
  const differs = (table: string) => {
    const was = before.get(table);
    const now = after.get(table);
    return !was || !now || was.digest !== now.digest || was.rows !== now.rows;
  };
  const alertRaised = differs('system_alerts');
  const changed: string[] = [];
  for (const [table, was] of before) {
    if (table in MAY_CHANGE_ON_REFUSAL || (table === 'mail_outbox' && alertRaised)) continue;
    if (differs(table)) changed.push(`${table} (${was.rows} → ${after.get(table)?.rows ?? '?'} rows)`);
  }
  return changed;
}
