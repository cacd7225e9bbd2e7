import fs from 'node:fs';
import { once } from 'node:events';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, call, type TestApp } from './helpers';

/** CI runs a Redis here; elsewhere readiness is checked without one (REDIS_URL unset). */
const testRedisUrl = process.env.TEST_REDIS_URL;

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});
const start = async (env: Record<string, string> = {}) => (t = await buildTestApp(env));

describe('GET /health (liveness)', () => {
  it('answers 200 whenever the process serves, even while the database is down', async () => {
    const { app } = await start();
    expect((await call(app, 'GET', '/health')).json()).toEqual({ status: 'ok' });

    await app.database.destroy();
    const res = await call(app, 'GET', '/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });
});

describe('GET /health/ready (readiness)', () => {
  it('answers 200 with each check while every dependency answers', async () => {
    const { app } = await start(testRedisUrl ? { REDIS_URL: testRedisUrl } : {});
    // Until its connection is up, Redis is rightly a failed check.
    if (app.redis && app.redis.status !== 'ready') await once(app.redis, 'ready');
    const res = await call(app, 'GET', '/health/ready');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', checks: { database: 'up', storage: 'up', redis: testRedisUrl ? 'up' : 'not_configured' } });
  });

  it('answers 503 naming the database once it is gone', async () => {
    const { app } = await start();
    await app.database.destroy();
    const res = await call(app, 'GET', '/health/ready');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable', checks: { database: 'down', storage: 'up', redis: 'not_configured' } });
  });

  it('answers 503 naming the storage when its folder is gone', async () => {
    const { app, config } = await start();
    fs.rmSync(path.join(config.dataDir, 'documents'), { recursive: true });
    const res = await call(app, 'GET', '/health/ready');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable', checks: { database: 'up', storage: 'down', redis: 'not_configured' } });
  });

  it('answers 503 naming the storage when a file stands where its folder was', async () => {
    const { app, config } = await start();
    const folder = path.join(config.dataDir, 'documents');
    fs.rmSync(folder, { recursive: true });
    fs.writeFileSync(folder, 'not a folder');
    const res = await call(app, 'GET', '/health/ready');
    expect(res.statusCode).toBe(503);
    expect(res.json().checks.storage).toBe('down');
  });

  it('answers 503 naming Redis when REDIS_URL points at nothing', async () => {
    const { app } = await start({ REDIS_URL: 'redis://127.0.0.1:1' });
    const res = await call(app, 'GET', '/health/ready');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable', checks: { database: 'up', storage: 'up', redis: 'down' } });
    // Liveness asks no dependency.
    expect((await call(app, 'GET', '/health')).statusCode).toBe(200);
  });
});
