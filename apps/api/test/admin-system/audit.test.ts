import { auditListSchema, type AuditList } from '@ctp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, expectError } from '../auth/fixtures';
import { call } from '../helpers';
import { expectAdminOnly, systemApp, type SystemApp } from './fixtures';
import { formulaCells, parseCsv } from '../support/csv';

describe('GET /admin/audit', () => {
  let s: SystemApp;
  const list = async (query: string): Promise<AuditList> => {
    const res = await call(s.t.app, 'GET', `/admin/audit${query}`, { token: s.admin.token });
    expect(res.statusCode, res.body).toBe(200);
    return auditListSchema.parse(res.json());
  };

  beforeAll(async () => {
    s = await systemApp();
    await s.t.app.audit.record({
      action: 'admin.settings.updated',
      actorId: s.admin.id,
      actorEmail: s.admin.email,
      target: 'security',
      ip: '203.0.113.9',
      details: { before: { maxLoginAttempts: 5 }, after: { maxLoginAttempts: 3 } },
    });
  });
  afterAll(() => s.t.close());

  it('lists every entry newest first, with parsed details', async () => {
    const page = await list('?limit=100');
    expect(page.total).toBe(page.entries.length);
    expect(page.total).toBeGreaterThanOrEqual(4); // three sign-ins and the settings change
    const times = page.entries.map((e) => e.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const change = page.entries.find((e) => e.action === 'admin.settings.updated')!;
    expect(change).toMatchObject({ actorId: s.admin.id, actorEmail: s.admin.email, target: 'security', ip: '203.0.113.9' });
    expect(change.details).toEqual({ before: { maxLoginAttempts: 5 }, after: { maxLoginAttempts: 3 } });
  });

  it('filters by part of the actor email in any case', async () => {
    const page = await list(`?actor=${encodeURIComponent(s.trader.email.slice(0, 12).toUpperCase())}`);
    expect(page.total).toBeGreaterThan(0);
    expect(page.entries.every((e) => e.actorEmail === s.trader.email)).toBe(true);
    expect((await list('?actor=nobody-like-this')).total).toBe(0);
  });

  it('treats % and _ in the actor search as plain characters', async () => {
    expect((await list('?actor=%25')).total).toBe(0);
  });

  it('filters by an exact action or a prefix of one', async () => {
    const exact = await list('?action=auth.login.success');
    expect(exact.total).toBe(3);
    expect(exact.entries.every((e) => e.action === 'auth.login.success')).toBe(true);
    const prefix = await list('?action=admin.');
    expect(prefix.entries.map((e) => e.action)).toEqual(['admin.settings.updated']);
    expect((await list('?action=auth.login.s')).total).toBe(3);
  });

  it('filters by UTC dates, both ends inclusive', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const all = await list('');
    expect((await list(`?from=${today}&to=${today}`)).total).toBe(all.total);
    expect((await list('?to=2020-01-01')).total).toBe(0);
    expect((await list('?from=2999-01-01')).total).toBe(0);
  });

  it('pages', async () => {
    const all = await list('?limit=100');
    const first = await list('?limit=2&page=1');
    const second = await list('?limit=2&page=2');
    expect(first.totalPages).toBe(Math.ceil(all.total / 2));
    expect(first.entries.map((e) => e.id)).toEqual(all.entries.slice(0, 2).map((e) => e.id));
    expect(second.entries.map((e) => e.id)).toEqual(all.entries.slice(2, 4).map((e) => e.id));
    expect((await list('?page=99')).entries).toEqual([]);
  });

  it('exports the filtered entries as CSV, with formula-like cells neutralised', async () => {
    await s.t.app.audit.record({ action: 'admin.user.created', actorEmail: s.admin.email, target: '=HYPERLINK("x")' });
    const res = await call(s.t.app, 'GET', '/admin/audit/export?action=admin.', { token: s.admin.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = parseCsv(res.body, ',');
    expect(rows[0]).toEqual(['Time (UTC)', 'Actor', 'Actor Id', 'Action', 'Target', 'Address', 'Details']);
    expect(rows).toHaveLength(3);
    expect(rows[1]!.slice(3, 5)).toEqual(['admin.user.created', `'=HYPERLINK("x")`]);
    expect(rows[2]!.at(-1)).toBe('{"before":{"maxLoginAttempts":5},"after":{"maxLoginAttempts":3}}');
    expect(formulaCells(res.body)).toEqual([]);
    expect(res.body).not.toContain('auth.login');
  });

  it('export: only admins, and bad filters are a 400', async () => {
    await expectAdminOnly(s, 'GET', '/admin/audit/export');
    expectError(await call(s.t.app, 'GET', '/admin/audit/export?page=2', { token: s.admin.token }), 400, 'VALIDATION_ERROR');
    expectError(await call(s.t.app, 'GET', '/admin/audit/export?from=2026-05-02&to=2026-05-01', { token: s.admin.token }), 400, 'VALIDATION_ERROR');
  });

  it('has no route that changes or deletes entries', async () => {
    const [entry] = (await list('')).entries;
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      expect((await call(s.t.app, method, `/admin/audit/${entry!.id}`, { token: s.admin.token })).statusCode).toBe(404);
    }
  });

  it('is append-only in the database too: UPDATE and DELETE are refused', async () => {
    const { db } = s.t.app.database;
    await expect(db.updateTable('audit_log').set({ action: 'forged' }).execute()).rejects.toThrow(/append-only/);
    await expect(db.deleteFrom('audit_log').execute()).rejects.toThrow(/append-only/);
    expect((await auditRows(s.t.app)).some((r) => r.action === 'forged')).toBe(false);
  });
});

describe('audit.record', () => {
  let s: SystemApp;
  beforeAll(async () => {
    s = await systemApp();
  });
  afterAll(() => s.t.close());

  it('drops password, token, secret and code keys at any depth', async () => {
    await s.t.app.audit.record({
      action: 'admin.user.created',
      actorId: s.admin.id,
      details: {
        email: 'new@example.com',
        tempPassword: 'Sup3r$ecret!',
        refreshToken: 'abc.def',
        before: { totpSecret: 'JBSWY3DPEHPK3PXP', role: 'trader' },
        after: { recoveryCodes: ['1234-5678'], role: 'admin', nested: [{ apiToken: 'x', kept: 1 }] },
      },
    });
    const row = (await auditRows(s.t.app)).find((r) => r.action === 'admin.user.created')!;
    expect(JSON.parse(row.details!)).toEqual({
      email: 'new@example.com',
      before: { role: 'trader' },
      after: { role: 'admin', nested: [{ kept: 1 }] },
    });
    expect(row.details).not.toMatch(/Sup3r|abc\.def|JBSWY|1234-5678/);
  });

  it('never stores the password of a failed sign-in', async () => {
    await call(s.t.app, 'POST', '/auth/login', { body: { email: s.trader.email, password: 'Wr0ng!Password#Here' } });
    const rows = await auditRows(s.t.app);
    expect(rows.some((r) => r.action === 'auth.login.failed')).toBe(true);
    expect(JSON.stringify(rows)).not.toContain('Wr0ng!Password#Here');
  });

  it('with auditLogging off skips routine events but still records security events', async () => {
    const { audit, settings } = s.t.app;
    await settings.updateGroup('security', { auditLogging: false });
    try {
      expect(await audit.record({ action: 'trade.approve', actorId: s.admin.id, target: 'routine-off' })).toBe(false);
      for (const action of ['auth.login.failed', 'admin.user.suspended', 'user.password.changed', 'two_factor.enabled']) {
        expect(await audit.record({ action, target: 'security-off' })).toBe(true);
      }
    } finally {
      await settings.updateGroup('security', { auditLogging: true });
    }
    expect(await audit.record({ action: 'trade.approve', actorId: s.admin.id, target: 'routine-on' })).toBe(true);
    const targets = (await auditRows(s.t.app)).map((r) => r.target);
    expect(targets).not.toContain('routine-off');
    expect(targets.filter((t) => t === 'security-off')).toHaveLength(4);
    expect(targets).toContain('routine-on');
  });
});
