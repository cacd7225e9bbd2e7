import type { AuditEntry } from '@ctp/domain/admin-system';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/api-client';
import { deferred } from '@/test/fetch-mock';
import { apiError, json, list, makeUser, stubApi, type Call } from '@/test/portal-test-kit';
import { renderAt } from '@/test/render';
import { AdminAuditPane } from './admin-audit-pane';

afterEach(() => {
  setSession(null);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const admin = makeUser({ role: 'admin', email: 'admin@example.com' });

const entry = (overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id: crypto.randomUUID(),
  createdAt: '2026-11-20T09:00:00.000Z',
  actorId: 'admin-1',
  actorEmail: 'admin@example.com',
  action: 'admin.settings.updated',
  target: 'security',
  ip: '203.0.113.9',
  details: { before: { maxLoginAttempts: 5 }, after: { maxLoginAttempts: 3 } },
  ...overrides,
});

const renderAudit = (url = '/portal-admin/audit') => renderAt(<AdminAuditPane />, { path: '/portal-admin/*', url });

describe('Audit Logs', () => {
  it('shows a spinner, then a row per entry with actor, action, target, address and the before/after', async () => {
    const answer = deferred<Response>();
    stubApi({ 'GET /admin/audit': () => answer.promise }, admin);
    renderAudit();
    expect(await screen.findByText('Loading audit log...')).toBeInTheDocument();
    answer.resolve(json(200, list('entries', [entry(), entry({ action: 'auth.login.failed', actorEmail: null, details: null, target: null })])));
    const rows = within(await screen.findByRole('table')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('admin.settings.updated')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('203.0.113.9')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Before').nextSibling?.textContent).toContain('"maxLoginAttempts": 5');
    expect(within(rows[0]!).getByText('After').nextSibling?.textContent).toContain('"maxLoginAttempts": 3');
    expect(within(rows[1]!).getByText('System')).toBeInTheDocument();
    expect(screen.getByText('2 entries')).toBeInTheDocument();
  });

  it('sends actor, action, dates and page to the server and keeps them in the URL', async () => {
    const { callsTo } = stubApi(
      { 'GET /admin/audit': (call: Call) => json(200, list('entries', [entry()], { total: 25, page: Number(call.query.get('page')) })) },
      admin,
    );
    const { router } = renderAudit();
    const user = userEvent.setup();
    const last = () => callsTo('GET /admin/audit').at(-1)!.query;
    await screen.findByRole('navigation', { name: 'Audit log pages' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await vi.waitFor(() => expect(last().get('page')).toBe('2'));

    await user.selectOptions(screen.getByLabelText('Action'), 'auth.');
    await user.type(screen.getByLabelText('From (UTC)'), '2026-11-01');
    await user.type(screen.getByLabelText('Actor'), 'ada');
    await vi.waitFor(() => expect(last().get('actor')).toBe('ada'));
    expect(last().get('action')).toBe('auth.');
    expect(last().get('from')).toBe('2026-11-01');
    expect(last().get('page')).toBe('1');
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ action: 'auth.', from: '2026-11-01', actor: 'ada' });
  });

  it('reads the filters from the URL and says when nothing matches', async () => {
    const { callsTo } = stubApi({ 'GET /admin/audit': () => json(200, list('entries', [])) }, admin);
    renderAudit('/portal-admin/audit?actor=zed&action=auth.lockout&to=2026-11-30&page=3');
    expect(await screen.findByText('No audit entries')).toBeInTheDocument();
    expect(screen.getByText('No entry matches these filters. Change or clear them.')).toBeInTheDocument();
    expect(Object.fromEntries(callsTo('GET /admin/audit')[0]!.query)).toEqual({ actor: 'zed', action: 'auth.lockout', to: '2026-11-30', page: '3', limit: '10' });
  });

  it('exports the filtered entries as CSV', async () => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:csv'), revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { callsTo } = stubApi(
      {
        'GET /admin/audit': () => json(200, list('entries', [entry()])),
        'GET /admin/audit/export': () => new Response('Time (UTC)\r\n', { status: 200, headers: { 'content-type': 'text/csv' } }),
      },
      admin,
    );
    renderAudit('/portal-admin/audit?action=admin.&page=2');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Export CSV' }));
    await vi.waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(Object.fromEntries(callsTo('GET /admin/audit/export')[0]!.query)).toEqual({ action: 'admin.' });
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
  });

  it('shows the load error with Retry', async () => {
    let fail = true;
    stubApi({ 'GET /admin/audit': () => (fail ? apiError(500, 'Database unavailable') : json(200, list('entries', [entry()]))) }, admin);
    renderAudit();
    expect(await screen.findByText('Failed to load audit log')).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('admin.settings.updated')).toBeInTheDocument();
  });
});
