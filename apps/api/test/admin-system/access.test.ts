import { alertListSchema, auditListSchema, adminSessionListSchema, databaseInfoSchema, healthReportSchema, securityEventsSchema } from '@ctp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../auth/fixtures';
import { call } from '../helpers';
import { expectAdminOnly, systemApp, type SystemApp } from './fixtures';

const SOME_ID = '2f1d1c8e-3b7a-4c43-9a8e-6f3c1d2e4b5a';

describe('admin system endpoints: only administrators', () => {
  let s: SystemApp;
  beforeAll(async () => {
    s = await systemApp();
  });
  afterAll(() => s.t.close());

  const reads = [
    ['/admin/system/health', healthReportSchema],
    ['/admin/audit', auditListSchema],
    ['/admin/security/sessions', adminSessionListSchema],
    ['/admin/security/events', securityEventsSchema],
    ['/admin/alerts', alertListSchema],
    ['/admin/database', databaseInfoSchema],
  ] as const;

  it.each(reads)('GET %s: 401 / 403 / 403, and 200 with its schema for an admin', async (url, schema) => {
    await expectAdminOnly(s, 'GET', url);
    const res = await call(s.t.app, 'GET', url, { token: s.admin.token });
    expect(res.statusCode, res.body).toBe(200);
    schema.strict().parse(res.json());
  });

  it.each([
    `/admin/security/sessions/${SOME_ID}/revoke`,
    `/admin/security/users/${SOME_ID}/unlock`,
    `/admin/alerts/${SOME_ID}/acknowledge`,
  ])('POST %s: 401 / 403 / 403, 404 for an admin and an unknown id, 400 for a malformed id', async (url) => {
    await expectAdminOnly(s, 'POST', url);
    expectError(await call(s.t.app, 'POST', url, { token: s.admin.token }), 404);
    expectError(await call(s.t.app, 'POST', url.replace(SOME_ID, 'not-an-id'), { token: s.admin.token }), 400, 'VALIDATION_ERROR');
  });

  it('GET /admin/database/backup: 401 / 403 / 403', async () => {
    await expectAdminOnly(s, 'GET', '/admin/database/backup');
  });

  it.each([
    '/admin/audit?page=0',
    '/admin/audit?limit=101',
    '/admin/audit?from=yesterday',
    '/admin/audit?from=2026-05-02&to=2026-05-01',
    '/admin/audit?action=DROP%20TABLE',
    '/admin/audit?unknown=1',
    '/admin/security/sessions?page=abc',
    '/admin/alerts?state=closed',
  ])('GET %s is a 400 with the error body', async (url) => {
    expectError(await call(s.t.app, 'GET', url, { token: s.admin.token }), 400, 'VALIDATION_ERROR');
  });
});
