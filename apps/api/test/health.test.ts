import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, call, type TestApp } from './helpers';

describe('GET /health', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp();
  });
  afterEach(() => t.close());

  it('answers 200 while the database is reachable', async () => {
    const res = await call(t.app, 'GET', '/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('answers 503 once the database is gone', async () => {
    await t.app.database.destroy();
    const res = await call(t.app, 'GET', '/health');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'unavailable', database: 'down' });
  });
});
