import type { TestProject } from 'vitest/node';
import { connect, migrateToLatest } from '../src/db/connection';
import { queryPg } from './pg-query';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PostgreSQL runs: the migrated database every test app's database is cloned from, and its one schema. */
    pgTemplate: { database: string; schema: string };
  }
}

/** The schema the template holds the app's tables in; each clone renames it (helpers.ts). */
const TEMPLATE_SCHEMA = 'ctp_template';

/**
 * The API tests on PostgreSQL (the api-postgres project): migrates one database for the run, which each test app then
 * copies with `CREATE DATABASE ... TEMPLATE` (tens of milliseconds) instead of migrating a schema of its own (a few
 * hundred). The template and any copy a crashed run left are dropped at the end.
 */
export default async function setup(project: TestProject) {
  const url = project.config.env.TEST_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('The api-postgres project needs TEST_DATABASE_URL');
  const database = `ctp_test_${crypto.randomUUID().replaceAll('-', '').slice(0, 10)}`;
  const templateUrl = new URL(url);
  templateUrl.pathname = `/${database}`;

  await queryPg(url, `create database ${database}`);
  await queryPg(templateUrl.toString(), `create schema ${TEMPLATE_SCHEMA}`);
  const handle = connect({ databaseUrl: templateUrl.toString(), pgSchema: TEMPLATE_SCHEMA });
  try {
    await migrateToLatest(handle.db);
  } finally {
    await handle.destroy();
  }
  // Settled once here rather than in each copy (the first copies of a just-migrated database were slower).
  await queryPg(templateUrl.toString(), 'vacuum freeze');
  // No connection may reach a template while it is copied.
  await queryPg(url, `alter database ${database} with is_template true allow_connections false`);
  project.provide('pgTemplate', { database, schema: TEMPLATE_SCHEMA });

  return async () => {
    // The template first: its drop waits for a copy in progress, and no copy can start after it.
    await queryPg(url, `alter database ${database} with is_template false`);
    await queryPg(url, `drop database if exists ${database} with (force)`);
    const copies = await queryPg<{ datname: string }>(url, `select datname from pg_database where datname like '${database}\\_%'`);
    for (const { datname } of copies) await queryPg(url, `drop database if exists ${datname} with (force)`);
  };
}
