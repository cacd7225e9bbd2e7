import fs from 'node:fs';
import { DATABASE_TABLES, type DatabaseTable } from '@ctp/domain';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../../db/connection';

/** What the database says about itself: size, migration, row counts, and SQLite's consistent copy. */
export function createDatabaseRepository(database: DatabaseHandle) {
  const { db, engine } = database;

  return {
    async sizeBytes(): Promise<number> {
      if (engine === 'postgres') {
        // The tables of this app's schema (tests and several apps may share one PostgreSQL database).
        const { rows } = await sql<{ size: string | number | null }>`
          select coalesce(sum(pg_total_relation_size(format('%I.%I', schemaname, tablename)::regclass)), 0) as size
          from pg_tables where schemaname = current_schema()`.execute(db);
        return Number(rows[0]?.size ?? 0);
      }
      if (database.file) {
        // The WAL holds committed pages not yet copied into the main file.
        const sizeOf = (file: string) => (fs.existsSync(file) ? fs.statSync(file).size : 0);
        return sizeOf(database.file) + sizeOf(`${database.file}-wal`);
      }
      const { rows } = await sql<{ size: number }>`select page_count * page_size as size from pragma_page_count(), pragma_page_size()`.execute(db);
      return Number(rows[0]?.size ?? 0);
    },

    async migrationVersion(): Promise<string | null> {
      const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name desc limit 1`.execute(db);
      return rows[0]?.name ?? null;
    },

    async rowCounts(): Promise<Record<DatabaseTable, number>> {
      const counts = await Promise.all(
        DATABASE_TABLES.map(async (table) => {
          const row = await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number | string>().as('n'))
            .executeTakeFirstOrThrow();
          return [table, Number(row.n)] as const;
        }),
      );
      return Object.fromEntries(counts) as Record<DatabaseTable, number>;
    },

    /** SQLite only: a consistent copy (VACUUM INTO reads one transaction while writers go on). */
    async copyTo(file: string): Promise<void> {
      await sql`vacuum into ${file}`.execute(db);
    },
  };
}

export type DatabaseRepository = ReturnType<typeof createDatabaseRepository>;
