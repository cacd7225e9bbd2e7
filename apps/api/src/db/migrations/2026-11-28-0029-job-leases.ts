import type { Kysely } from 'kysely';

/**
 * One row per background job for the lease engine (plugins/jobs/lease.ts): the instance that wins the conditional
 * update holds the lease while it runs the job, so instances sharing the database run each period once; a lease
 * that runs out (its instance died) lets another instance take the job.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('job_leases')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('holder', 'text')
    .addColumn('lease_until', 'text')
    .addColumn('next_run_at', 'text', (c) => c.notNull())
    .addColumn('last_started_at', 'text')
    .addColumn('last_finished_at', 'text')
    .addColumn('last_error', 'text')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('job_leases').execute();
}
