import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import path from 'node:path';
import { connect, migrateToLatest, type DatabaseHandle } from '../db/connection';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
  }
}

/** Opens the database from the configuration (or takes the caller's), migrates it, and closes what it opened. */
export const databasePlugin = fp(
  async (app: FastifyInstance, opts: { database?: DatabaseHandle | undefined }) => {
    const database = opts.database ?? connect({ databaseUrl: app.config.databaseUrl, sqliteFile: path.join(app.config.dataDir, 'app.db') });
    await migrateToLatest(database.db);
    app.decorate('database', database);
    // onClose hooks run last-registered first: everything registered after this plugin is done with the database.
    if (!opts.database) app.addHook('onClose', async () => database.destroy());
  },
  { name: 'database', dependencies: ['runtime'] },
);
