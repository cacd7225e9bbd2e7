import type { SystemAlert } from '@ctp/domain/admin-system';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/api-client';
import { apiError, json, list, makeUser, stubApi, type Call } from '@/test/portal-test-kit';
import { renderAt } from '@/test/render';
import { AdminAlertsPane } from './admin-alerts-pane';

afterEach(() => {
  setSession(null);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const admin = makeUser({ role: 'admin', email: 'admin@example.com' });

const alert = (overrides: Partial<SystemAlert> = {}): SystemAlert => ({
  id: '22222222-2222-4222-8222-222222222222',
  kind: 'health',
  severity: 'medium',
  title: 'Health check failed: mail',
  message: 'The SMTP server refused: connect ECONNREFUSED',
  source: 'health-check',
  createdAt: '2026-11-20T09:00:00.000Z',
  acknowledgedAt: null,
  acknowledgedBy: null,
  ...overrides,
});

const renderAlerts = (url = '/portal-admin/alerts') => renderAt(<AdminAlertsPane />, { path: '/portal-admin/*', url });

describe('System Alerts', () => {
  it('lists alerts with severity and message, filters open/acknowledged in the URL', async () => {
    const { callsTo } = stubApi(
      {
        'GET /admin/alerts': (call: Call) =>
          json(200, { ...list('alerts', call.query.get('state') === 'acknowledged' ? [] : [alert(), alert({ id: 'a2', severity: 'high', title: 'Repeated account lockouts', acknowledgedAt: '2026-11-20T10:00:00.000Z' })]), open: 1 }),
      },
      admin,
    );
    const { router } = renderAlerts();
    const items = within(await screen.findByRole('list', { name: 'System alerts' })).getAllByRole('listitem');
    expect(within(items[0]!).getByText('medium')).toBeInTheDocument();
    expect(within(items[0]!).getByText('The SMTP server refused: connect ECONNREFUSED')).toBeInTheDocument();
    expect(within(items[0]!).getByRole('button', { name: 'Acknowledge Health check failed: mail' })).toBeInTheDocument();
    expect(within(items[1]!).getByText('Acknowledged')).toBeInTheDocument();
    expect(within(items[1]!).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('1 open alert')).toBeInTheDocument();

    await userEvent.setup().selectOptions(screen.getByLabelText('Show'), 'acknowledged');
    expect(await screen.findByText('No alerts')).toBeInTheDocument();
    expect(callsTo('GET /admin/alerts').at(-1)!.query.get('state')).toBe('acknowledged');
    expect(router.state.location.search).toBe('?state=acknowledged');
  });

  it('acknowledges an alert and reloads', async () => {
    let acknowledged = false;
    const { callsTo } = stubApi(
      {
        'GET /admin/alerts': () => json(200, { ...list('alerts', [alert(acknowledged ? { acknowledgedAt: '2026-11-20T11:00:00.000Z' } : {})]), open: acknowledged ? 0 : 1 }),
        [`POST /admin/alerts/${alert().id}/acknowledge`]: () => {
          acknowledged = true;
          return json(200, alert({ acknowledgedAt: '2026-11-20T11:00:00.000Z', acknowledgedBy: 'admin-1' }));
        },
      },
      admin,
    );
    renderAlerts();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Acknowledge Health check failed: mail' }));
    expect(await screen.findByText('0 open alerts')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'System alerts' })).getByText('Acknowledged')).toBeInTheDocument();
    expect(callsTo(`POST /admin/alerts/${alert().id}/acknowledge`)).toHaveLength(1);
  });

  it('says when there are no open alerts', async () => {
    stubApi({ 'GET /admin/alerts': () => json(200, { ...list('alerts', []), open: 0 }) }, admin);
    renderAlerts('/portal-admin/alerts?state=open');
    expect(await screen.findByText('No open alerts')).toBeInTheDocument();
  });

  it('shows the error of a failed acknowledge', async () => {
    stubApi(
      {
        'GET /admin/alerts': () => json(200, { ...list('alerts', [alert()]), open: 1 }),
        [`POST /admin/alerts/${alert().id}/acknowledge`]: () => apiError(409, 'This alert is already acknowledged'),
      },
      admin,
    );
    renderAlerts();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Acknowledge Health check failed: mail' }));
    expect(await screen.findByText('This alert is already acknowledged')).toBeInTheDocument();
  });

  it('shows the load error with Retry', async () => {
    stubApi({ 'GET /admin/alerts': () => apiError(500, 'Down') }, admin);
    renderAlerts();
    expect(await screen.findByText('Failed to load alerts')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
