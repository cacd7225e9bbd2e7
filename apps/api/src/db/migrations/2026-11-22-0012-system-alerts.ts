import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * System Alerts (issue 7): raised by failed health checks and repeated lockouts, acknowledged by an administrator.
 * `dedupe_key` names the condition (e.g. 'health:mail'); while an alert with that key is open no second one is raised,
 * so a failure that persists across many check runs gives one alert, not one per run.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('system_alerts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('severity', 'text', (c) => c.notNull().check(sql`severity in ('low', 'medium', 'high')`))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('dedupe_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('acknowledged_at', 'text')
    .addColumn('acknowledged_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('system_alerts_created_idx').on('system_alerts').column('created_at').execute();
  // At most one open alert per condition, enforced by the database too (both engines support partial indexes).
  await db.schema
    .createIndex('system_alerts_open_dedupe_idx')
    .on('system_alerts')
    .column('dedupe_key')
    .unique()
    .where(sql.ref('acknowledged_at'), 'is', null)
    .execute();
  await db.schema.createIndex('audit_log_action_created_idx').on('audit_log').columns(['action', 'created_at']).execute();
  await forbidAuditChanges(db);
}

/**
 * The audit log is append-only: besides the repository offering only insert and select, the database
 * refuses UPDATE and DELETE on it, so no later code path (or hand-run query through the app's account) rewrites history.
 */
async function forbidAuditChanges(db: Kysely<any>): Promise<void> {
  if (await isPostgres(db)) {
    await sql`create function audit_log_append_only() returns trigger language plpgsql as $$
      begin raise exception 'audit_log is append-only'; end $$`.execute(db);
    await sql`create trigger audit_log_append_only before update or delete on audit_log
      for each row execute function audit_log_append_only()`.execute(db);
    return;
  }
  for (const operation of ['update', 'delete']) {
    await sql
      .raw(
        `create trigger audit_log_no_${operation} before ${operation} on audit_log
         begin select raise(abort, 'audit_log is append-only'); end`,
      )
      .execute(db);
  }
}

async function isPostgres(db: Kysely<any>): Promise<boolean> {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export async function down(db: Kysely<any>): Promise<void> {
  if (await isPostgres(db)) {
    await sql`drop trigger audit_log_append_only on audit_log`.execute(db);
    await sql`drop function audit_log_append_only()`.execute(db);
  } else {
    await sql`drop trigger audit_log_no_update`.execute(db);
    await sql`drop trigger audit_log_no_delete`.execute(db);
  }
  await db.schema.dropIndex('audit_log_action_created_idx').execute();
  await db.schema.dropTable('system_alerts').execute();
}
