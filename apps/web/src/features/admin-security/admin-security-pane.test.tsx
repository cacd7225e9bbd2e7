import type { AdminSession, SecurityEvents } from '@ctp/domain/admin-system';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/api-client';
import { apiError, json, list, makeUser, stubApi, type Call } from '@/test/portal-test-kit';
import { renderAt } from '@/test/render';
import { AdminSecurityPane } from './admin-security-pane';

afterEach(() => {
  setSession(null);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const admin = makeUser({ role: 'admin', email: 'admin@example.com' });

const session = (overrides: Partial<AdminSession> = {}): AdminSession => ({
  id: '11111111-1111-4111-8111-111111111111',
  userId: 'user-1',
  userEmail: 'ada@example.com',
  userRole: 'trader',
  ip: '198.51.100.7',
  userAgent: 'Mozilla/5.0 Firefox/133.0',
  createdAt: '2026-11-20T09:00:00.000Z',
  lastActiveAt: '2026-11-20T10:00:00.000Z',
  expiresAt: '2026-12-20T09:00:00.000Z',
  ...overrides,
});

const noEvents: SecurityEvents = { events: [], lockedAccounts: [] };

const renderSecurity = (url = '/portal-admin/security') => renderAt(<AdminSecurityPane />, { path: '/portal-admin/*', url });

describe('Security', () => {
  it('lists sessions, filters by user in the URL, and shows empty event panels', async () => {
    const { callsTo } = stubApi(
      {
        'GET /admin/security/sessions': (call: Call) =>
          json(200, list('sessions', call.query.get('user') ? [] : [session()])),
        'GET /admin/security/events': () => json(200, noEvents),
      },
      admin,
    );
    const { router } = renderSecurity();
    const row = within(await screen.findByRole('table')).getAllByRole('row')[1]!;
    for (const text of ['ada@example.com', 'trader', '198.51.100.7', 'Mozilla/5.0 Firefox/133.0']) expect(within(row).getByText(text)).toBeInTheDocument();
    expect(screen.getByText('No locked accounts')).toBeInTheDocument();
    expect(screen.getByText('No failed sign-ins')).toBeInTheDocument();

    await userEvent.setup().type(screen.getByLabelText('User'), 'zed');
    expect(await screen.findByText('No active sessions')).toBeInTheDocument();
    expect(callsTo('GET /admin/security/sessions').at(-1)!.query.get('user')).toBe('zed');
    expect(router.state.location.search).toBe('?user=zed');
  });

  it('revokes a session after confirmation and reloads the list', async () => {
    let revoked = false;
    const { callsTo } = stubApi(
      {
        'GET /admin/security/sessions': () => json(200, list('sessions', revoked ? [] : [session()])),
        'GET /admin/security/events': () => json(200, noEvents),
        [`POST /admin/security/sessions/${session().id}/revoke`]: () => {
          revoked = true;
          return json(200, { success: true });
        },
      },
      admin,
    );
    renderSecurity();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Revoke session of ada@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke session?' });
    // Cancel first: nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(`POST /admin/security/sessions/${session().id}/revoke`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Revoke session of ada@example.com' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Revoke session' }));
    expect(await screen.findByText('Session of ada@example.com revoked')).toBeInTheDocument();
    expect(await screen.findByText('No active sessions')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows failed sign-ins and locked accounts, and unlocks after confirmation; a failure stays in the dialog', async () => {
    let attempt = 0;
    const events: SecurityEvents = {
      events: [
        { id: 'e1', createdAt: '2026-11-20T09:05:00.000Z', actorId: 'u2', actorEmail: 'bob@example.com', action: 'auth.lockout', target: null, ip: '192.0.2.1', details: { failures: 5 } },
        { id: 'e2', createdAt: '2026-11-20T09:04:00.000Z', actorId: 'u2', actorEmail: 'bob@example.com', action: 'auth.login.failed', target: null, ip: '192.0.2.1', details: null },
      ],
      lockedAccounts: [{ id: 'u2', email: 'bob@example.com', role: 'seller', lockedUntil: '2026-11-20T09:35:00.000Z', addresses: ['203.0.113.9'] }],
    };
    stubApi(
      {
        'GET /admin/security/sessions': () => json(200, list('sessions', [])),
        'GET /admin/security/events': () => json(200, attempt > 1 ? { ...events, lockedAccounts: [] } : events),
        'POST /admin/security/users/u2/unlock': () => (++attempt === 1 ? apiError(500, 'Try again later') : json(200, { success: true })),
      },
      admin,
    );
    renderSecurity();
    const user = userEvent.setup();
    const feed = await screen.findByRole('list', { name: 'Failed sign-ins and lockouts' });
    expect(within(feed).getByText('Account locked')).toBeInTheDocument();
    expect(within(feed).getByText('Failed sign-in')).toBeInTheDocument();
    // Lockouts hold per address: the panel names the one locked out.
    expect(within(screen.getByRole('list', { name: 'Locked accounts' })).getByText(/for 203\.0\.113\.9/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Unlock bob@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unlock account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Unlock account' }));
    expect(await within(dialog).findByText('Try again later')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Unlock account' }));
    expect(await screen.findByText('bob@example.com unlocked')).toBeInTheDocument();
    expect(await screen.findByText('No locked accounts')).toBeInTheDocument();
  });

  it('shows load errors with Retry', async () => {
    stubApi({ 'GET /admin/security/sessions': () => apiError(500, 'Down'), 'GET /admin/security/events': () => apiError(500, 'Down') }, admin);
    renderSecurity();
    expect(await screen.findByText('Failed to load sessions')).toBeInTheDocument();
    expect(await screen.findByText('Failed to load security events')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Retry' })).toHaveLength(2);
  });
});
