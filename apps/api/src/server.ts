import type { FastifyInstance } from 'fastify';
import path from 'node:path';
import { ConfigError, loadConfig } from './config';
import { buildApp } from './app';
import { seedDevelopmentAccounts } from './db/seed';
import { seedDevelopmentEnterprise } from './db/seed-enterprise';
import { seedDevelopmentMarkets } from './db/seed-markets';

/**
 * SIGTERM (and SIGINT): app.close() stops accepting connections, answers requests that still arrive 503, lets
 * in-flight requests and running jobs finish, ends the event streams with a reconnect hint and closes the pools.
 * Past `timeoutMs` the process exits non-zero anyway, so a stuck request cannot hold a deployment back.
 */
function shutDownOnSignals(app: FastifyInstance, timeoutMs: number) {
  let closing = false;
  const shutDown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    const started = performance.now();
    app.log.info({ signal, timeoutMs }, 'Shutting down: draining requests, event streams and jobs');
    // Not unref'd: should close() hang on nothing that keeps the process alive, this still decides the exit code.
    setTimeout(() => {
      app.log.error({ timeoutMs }, 'Shutdown timed out: exiting with work unfinished');
      process.exit(1);
    }, timeoutMs);
    app.close().then(
      () => {
        app.log.info({ ms: Math.round(performance.now() - started) }, 'Shut down cleanly');
        process.exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'Shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', shutDown);
  process.once('SIGINT', shutDown);
}

/** Starts the product: configuration, migrations, the development seed, then listen. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = await buildApp(config);
  if (config.env !== 'production') {
    const accountsCreated = await seedDevelopmentAccounts(app, app.log);
    await seedDevelopmentMarkets(app, app.log);
    // Once, with the demo accounts: a grant the developer revokes stays revoked.
    if (accountsCreated) await seedDevelopmentEnterprise(app, app.log);
  }
  shutDownOnSignals(app, config.shutdownTimeoutMs);
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Ready at ${config.publicUrl} (database: ${app.database.engine})`);
  // Mail is never logged (it carries reset and verification links): without SMTP it waits in files to open.
  if (!config.smtpUrl) app.log.info(`No SMTP_URL: every email is written to ${path.join(config.dataDir, 'mail')} as an .eml file`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
