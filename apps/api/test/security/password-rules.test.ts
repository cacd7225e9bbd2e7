import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { SERVER_TEXTS, TEXTS } from '@ctp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAuthApp, expectError, registration, signIn } from '../auth/fixtures';
import { call, type TestApp } from '../helpers';

const README_EXAMPLE = 'Choose.A-Str0ng1!';
/** 70 characters: Arabic words, spaces and a hyphen around the four classes. */
const PASSPHRASE = `Gold-Fuel 1@ ${'ذهب و وقود مسقط '.repeat(4)}`.slice(0, 70);

describe('passwords hold any printable character', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildAuthApp();
  });
  afterAll(() => t.close());

  it.each([README_EXAMPLE, PASSPHRASE])('registers and signs in with %s', async (password) => {
    const body = registration({ password });
    const res = await call(t.app, 'POST', '/auth/register', { body });
    expect(res.statusCode, res.body).toBe(201);
    const session = await signIn(t.app, { email: body.email as string, password });
    expect(session.accessToken).toEqual(expect.any(String));
  });

  it("still refuses a password missing one of spec 5's classes, or holding an invisible or control character", async () => {
    for (const password of ['choose.a-str0ng1!', `${README_EXAMPLE}\u200b`]) {
      const error = expectError(await call(t.app, 'POST', '/auth/register', { body: registration({ password }) }), 400);
      expect(error.message).toBe(TEXTS.passwordComplexity);
    }
    const control = expectError(await call(t.app, 'POST', '/auth/register', { body: registration({ password: `${README_EXAMPLE}\u0007` }) }), 400);
    expect(control.message).toBe(SERVER_TEXTS.controlCharacters);
  });
});

describe("the README's create-admin example", () => {
  it('creates the administrator as printed', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ctp-create-admin-'));
    try {
      const { stdout } = await promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', 'apps/api/src/cli/create-admin.ts', '--email', 'ops@yourcompany.com', '--password', README_EXAMPLE],
        { cwd: path.resolve(import.meta.dirname, '../../../..'), env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } },
      );
      expect(stdout).toContain('Administrator ops@yourcompany.com created (sqlite).');
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
