import { databaseInfoSchema } from '@ctp/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/access';
import { fileDownload, routeError } from '../../plugins/api-docs';
import type { Backup, DatabaseService } from './service';

/** Database tab (issue 7). */
export async function databaseRoutes(app: FastifyInstance, opts: { database: DatabaseService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const admin = { access: ['admin'] as const };

  api.get('/admin/database', {
    config: admin,
    schema: {
      tags,
      operationId: 'getDatabaseInfo',
      summary: 'Engine, size, migration version and row counts of the main tables',
      response: { 200: databaseInfoSchema },
    },
    handler: async () => opts.database.info(),
  });

  api.get('/admin/database/backup', {
    config: admin,
    schema: {
      tags,
      operationId: 'downloadDatabaseBackup',
      summary: 'A consistent SQLite snapshot as a download (audited); PostgreSQL: use pg_dump',
      response: {
        200: fileDownload('The SQLite database file', ['application/vnd.sqlite3']),
        409: routeError('The database is PostgreSQL: back it up with pg_dump (code BACKUP_UNSUPPORTED).'),
      },
    },
    handler: async (request, reply) => sendBackup(reply, await opts.database.backup(currentUser(request), request.ip)),
  });
}

function sendBackup(reply: FastifyReply, backup: Backup) {
  return reply
    .header('content-type', 'application/vnd.sqlite3')
    .header('content-length', backup.sizeBytes)
    .header('content-disposition', `attachment; filename="${backup.fileName}"`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(backup.stream);
}
