import path from 'node:path';
import { ConfigError, loadConfig } from './config';
import { buildApp } from './app';
import { seedDevelopmentAccounts } from './db/seed';
import { seedDevelopmentMarkets } from './db/seed-markets';

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
    await seedDevelopmentAccounts(app, app.log);
    await seedDevelopmentMarkets(app, app.log);
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'shutting down');
      void app.close().then(() => process.exit(0));
    });
  }
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Ready at ${config.publicUrl} (database: ${app.database.engine})`);
  // Mail is never logged (it carries reset and verification links): without SMTP it waits in files to open.
  if (!config.smtpUrl) app.log.info(`No SMTP_URL: every email is written to ${path.join(config.dataDir, 'mail')} as an .eml file`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
