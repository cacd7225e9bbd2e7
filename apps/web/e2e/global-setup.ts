import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/**
 * Browser tests run against the product as users get it: the production web build served by the compiled server
 * (as `npm start` runs it). Built once here; each worker then starts its own server on it (support/worker-server.ts).
 * E2E_SKIP_BUILD=1 reuses an existing web build while iterating locally.
 */
export default function setup() {
  if (process.env.E2E_SKIP_BUILD !== '1' || !fs.existsSync(path.join(repoRoot, 'apps/web/dist/index.html'))) {
    // Vitest sets NODE_ENV=test, which would give React's development build; users get production.
    execSync('npm run build -w @ctp/web', { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  }
  // Always: half a second, and the server under test is then never older than its source.
  execSync('node scripts/build-api.mjs', { cwd: repoRoot, stdio: 'inherit' });
}
