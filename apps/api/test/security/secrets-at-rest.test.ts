import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { buildAuthApp, testClock } from '../auth/fixtures';
import { account } from '../contracts/fixtures';
import { buildTestApp, call, engine, freshDatabase, type TestApp } from '../helpers';
import { challengeOf, codeAt, codeStep, enrol, member } from '../two-factor/fixtures';

const modeOf = (file: string) => fs.statSync(file).mode & 0o777;

/** Finding 9: DATA_DIR and what it holds are the server's user's only; TOTP secrets are encrypted in the database. */
describe.runIf(engine === 'sqlite')('DATA_DIR on disk', () => {
  let root: string;
  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'ctp-private-'));
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  async function start(dataDir: string) {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    const app = await buildApp(config, { logger: false });
    await app.ready();
    return app;
  }

  it('is created 0700, with the database, the generated secrets and the mail files 0600', async () => {
    const dataDir = path.join(root, 'fresh', 'data');
    const app = await start(dataDir);
    try {
      await call(app, 'POST', '/auth/register', {
        body: { email: 'perm@example.com', password: 'Choose.A-Str0ng1!', firstName: 'Perm', lastName: 'Check', acceptTerms: true },
      });
      await app.mailSender.deliverDue();
      expect(modeOf(dataDir)).toBe(0o700);
      for (const file of ['app.db', 'jwt-secret', 'totp-key']) expect(modeOf(path.join(dataDir, file)), file).toBe(0o600);
      const mailDir = path.join(dataDir, 'mail');
      expect(modeOf(mailDir)).toBe(0o700);
      const mails = fs.readdirSync(mailDir);
      expect(mails.length).toBeGreaterThan(0);
      for (const mail of mails) expect(modeOf(path.join(mailDir, mail))).toBe(0o600);
    } finally {
      await app.close();
    }
  });

  it('is tightened at start when an older version left it readable by others', async () => {
    const dataDir = path.join(root, 'older');
    fs.mkdirSync(dataDir, { mode: 0o755 });
    fs.chmodSync(dataDir, 0o755);
    fs.writeFileSync(path.join(dataDir, 'app.db'), '', { mode: 0o644 });
    const app = await start(dataDir);
    await app.close();
    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(path.join(dataDir, 'app.db'))).toBe(0o600);
  });
});

describe('TOTP secrets at rest', () => {
  const clock = testClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await buildAuthApp({}, clock);
    await t.app.settings.updateGroup('platform', { enableTwoFactorAuth: true });
  });
  afterAll(() => t.close());

  it('are stored encrypted (AES-256-GCM), never as the secret the authenticator app holds', async () => {
    const who = await member(t.app);
    const { secret } = await enrol(t.app, who, clock);
    const stored = (await t.app.users.findById(who.id))!.totpSecret!;
    expect(stored).toMatch(/^v1:/);
    expect(stored).not.toContain(secret);
    expect((await codeStep(t.app, await challengeOf(t.app, who), await codeAt(secret, clock))).statusCode).toBe(200);
  });

  it.runIf(engine === 'sqlite')('do not appear in the database backup an administrator downloads', async () => {
    const who = await member(t.app);
    const { secret } = await enrol(t.app, who, clock);
    const admin = await account(t, 'admin');
    const backup = await call(t.app, 'GET', '/admin/database/backup', { token: admin.token });
    expect(backup.statusCode).toBe(200);
    expect(backup.rawPayload.includes(Buffer.from(secret))).toBe(false);
  });
});

describe('TOTP secrets stored in plain text by an older version', () => {
  it('are encrypted at the next start, and the authenticator app keeps working', async () => {
    const clock = testClock();
    const database = await freshDatabase();
    const env = { AUTH_RATE_LIMIT_PER_MINUTE: '10000', TOTP_ENCRYPTION_KEY: 'ab'.repeat(32) };
    let t = await buildTestApp(env, { database: database.handle, now: clock.now });
    try {
      await t.app.settings.updateGroup('platform', { enableTwoFactorAuth: true });
      const who = await member(t.app);
      const { secret } = await enrol(t.app, who, clock);
      // What the version before encryption at rest kept in the column.
      await database.handle.db.updateTable('users').set({ totp_secret: secret }).where('id', '=', who.id).execute();
      await t.close();
      t = await buildTestApp(env, { database: database.handle, now: clock.now });
      const stored = (await t.app.users.findById(who.id))!.totpSecret!;
      expect(stored).toMatch(/^v1:/);
      expect((await codeStep(t.app, await challengeOf(t.app, who), await codeAt(secret, clock))).statusCode).toBe(200);
      // The key came from TOTP_ENCRYPTION_KEY: none was generated.
      expect(fs.existsSync(path.join(t.config.dataDir, 'totp-key'))).toBe(false);
    } finally {
      await t.close();
      await database.drop();
    }
  });
});

