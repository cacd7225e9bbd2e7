import { describe, expect, it } from 'vitest';
import { buildTestApp, call } from './helpers';

describe('database migrations', () => {
  it('bring up a second app while another app already has its tables (on PostgreSQL: another schema of the same database)', async () => {
    const first = await buildTestApp();
    try {
      const second = await buildTestApp();
      try {
        for (const app of [first.app, second.app]) {
          expect((await call(app, 'GET', '/health/ready')).json()).toMatchObject({ status: 'ready', checks: { database: 'up' } });
          expect(await app.users.count()).toBe(0);
        }
      } finally {
        await second.close();
      }
    } finally {
      await first.close();
    }
  });
});
