import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const postgresUrl = process.env.TEST_DATABASE_URL;
/** `@/` is apps/web/src, as in apps/web/tsconfig.json and vite.config.ts. */
const webAlias = [{ find: /^@\//, replacement: fileURLToPath(new URL('./apps/web/src/', import.meta.url)) }];
if (!postgresUrl) console.log('PostgreSQL run not done: set TEST_DATABASE_URL to run the API tests on PostgreSQL too.');

const apiProject = (name: string, env: Record<string, string>, globalSetup: string[] = []) => ({
  test: {
    name,
    include: ['apps/api/test/**/*.test.ts'],
    environment: 'node',
    env,
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Files share a worker: node_modules load once per worker; setup.ts re-evaluates the app's modules for each file.
    isolate: false,
    setupFiles: ['apps/api/test/setup.ts'],
    globalSetup,
  },
});

/** One `npm test` for every suite: domain rules, the API (SQLite, and PostgreSQL when configured), web units, browser tests. */
export default defineConfig({
  test: {
    // Vitest's default is one worker on a 2-core machine (cores - 1); the suites mostly wait (PostgreSQL, the browser,
    // the server under test), so 3 keep both cores busy: 487 s -> 294 s for the non-browser suites (issue 16).
    maxWorkers: 3,
    projects: [
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'], environment: 'node' } },
      apiProject('api-sqlite', { TEST_DB_ENGINE: 'sqlite' }),
      ...(postgresUrl ? [apiProject('api-postgres', { TEST_DB_ENGINE: 'postgres', TEST_DATABASE_URL: postgresUrl }, ['apps/api/test/global-setup.ts'])] : []),
      {
        plugins: [react()],
        resolve: { alias: webAlias },
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['./src/test/setup.ts'],
        },
      },
      {
        // The browser tests read the site's page table (src/features/site/seo.ts), which imports through `@/`.
        resolve: { alias: webAlias },
        test: {
          name: 'e2e',
          include: ['apps/web/e2e/**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['apps/web/e2e/global-setup.ts'],
          setupFiles: ['apps/web/e2e/support/worker-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Files run in parallel, each worker with its own server (support/worker-server.ts), kept across its files.
          isolate: false,
          // A real browser on a busy 2-core machine: a state reached in 1 s alone may take several here.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
