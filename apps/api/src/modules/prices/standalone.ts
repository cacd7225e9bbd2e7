import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyHelmet from '@fastify/helmet';
import { ERROR_CODES, SERVER_TEXTS } from '@ctp/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { ConfigError, loadConfig, type Config } from '../../config';
import { connect, migrateToLatest, type DatabaseHandle } from '../../db/connection';
import { errorsPlugin } from '../../plugins/errors';
import { priceRoutes } from './routes';
import { createPriceHistoryRepository } from './repository';
import { buildPriceService } from './service';

export interface StandaloneOptions {
  /** An open database (tests pass their own); otherwise the one the configuration names. */
  database?: DatabaseHandle;
  logger?: boolean;
  now?: () => number;
}

/**
 * The price service alone, at the root (/prices/market-summary, /health, ...), for running it as its
 * own process. The web app then reads it cross-origin (VITE_PRICE_API_BASE=http://host:3001), so every
 * answer allows any origin: the data is public and no credentials are involved.
 */
export async function buildStandalonePriceApp(config: Config, options: StandaloneOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    genReqId: () => crypto.randomUUID(),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // The same database as the main app: the daily closes it records serve both.
  const database = options.database ?? connect({ databaseUrl: config.databaseUrl, sqliteFile: path.join(config.dataDir, 'app.db') });
  await migrateToLatest(database.db);
  app.addHook('onClose', async () => {
    if (!options.database) await database.destroy();
  });

  await app.register(errorsPlugin);
  await app.register(fastifyHelmet, { contentSecurityPolicy: false, crossOriginResourcePolicy: { policy: 'cross-origin' } });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('access-control-allow-origin', '*');
    if (request.method === 'OPTIONS') {
      return reply
        .status(204)
        .header('access-control-allow-methods', 'GET, HEAD')
        .header('access-control-allow-headers', 'accept, content-type')
        .header('access-control-max-age', '86400')
        .send();
    }
  });
  await app.register(priceRoutes, { prices: buildPriceService(config.prices, createPriceHistoryRepository(database.db), app.log, options.now) });
  app.setNotFoundHandler((_request, reply) =>
    reply.status(404).send({ message: SERVER_TEXTS.notFound, code: ERROR_CODES.notFound, status: 404 }),
  );
  return app;
}

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = await buildStandalonePriceApp(config);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'shutting down');
      void app.close().then(() => process.exit(0));
    });
  }
  await app.listen({ port: config.prices.standalonePort, host: config.host });
  app.log.info(`Price service ready on port ${config.prices.standalonePort} (provider: ${config.prices.provider})`);
}

// Run only when started as a program (`npm run start:prices`), not when a test imports it.
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
