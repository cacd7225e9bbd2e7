import { readFileSync } from 'node:fs';
import type * as Argon2 from '@node-rs/argon2';
import { expect, vi } from 'vitest';

/**
 * Runs before every API test file (vitest.config.ts). The API projects share a worker between files (isolate: false):
 * node_modules (Fastify, the AWS SDK, pg-boss...) load once per worker instead of once per file, which was about half
 * of the suite's time. The app's own modules are evaluated afresh for each file all the same, so no file sees the
 * module state another left, and a file's vi.mock of a package (security/route-matrix.test.ts) still reaches them.
 */
vi.resetModules();

/**
 * Password hashing at a test-only cost: argon2id with 1 MiB and 1 pass instead of production's 19 MiB and 2 passes
 * (modules/credentials/passwords.ts, which is unchanged). Hashing and verifying were about a tenth of the API suite's
 * CPU. A file that checks the production parameters in a stored hash ("m=19456") gets the real ones.
 */
const TEST_COST = { memoryCost: 1024, timeCost: 1 } as const;
const testFile = expect.getState().testPath;
if (!testFile || !readFileSync(testFile, 'utf8').includes('m=19456')) {
  vi.doMock('@node-rs/argon2', async (importOriginal) => {
    const argon2 = await importOriginal<typeof Argon2>();
    return { ...argon2, hash: (password: string | Uint8Array, options?: Parameters<typeof argon2.hash>[1]) => argon2.hash(password, { ...options, ...TEST_COST }) };
  });
}
