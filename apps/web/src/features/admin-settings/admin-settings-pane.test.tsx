import { DEFAULT_SYSTEM_SETTINGS as DEFAULT_SETTINGS, type SystemSettings } from '@ctp/domain/settings';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/api-client';
import { apiError, json, makeUser, stubApi, type Handler } from '@/test/portal-test-kit';
import { renderAt } from '@/test/render';
import { AdminSettingsPane } from './admin-settings-pane';

afterEach(() => {
  setSession(null);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const admin = makeUser({ role: 'admin', email: 'admin@example.com' });
const UNSAVED = "You have unsaved changes. Don't forget to save your settings.";
const SAVED_AT = '2026-11-22T10:00:00.000Z';

const answer = (settings: SystemSettings, updatedAt: string | null = SAVED_AT, message?: string) =>
  json(200, { success: true, settings, updatedAt, ...(message ? { message } : {}) });

const healthy: Record<string, Handler> = {
  'GET /price-api/health': () => json(200, { status: 'ok', provider: 'yahoo', provider_state: 'up', last_success: SAVED_AT, last_failure: null }),
  'GET /admin/system/health': () =>
    json(200, {
      status: 'warning',
      checkedAt: SAVED_AT,
      checks: [
        { name: 'database', ok: true, detail: 'SQLite answered', latencyMs: 1 },
        { name: 'prices', ok: true, detail: 'Price service answered', latencyMs: 3 },
        { name: 'mail', ok: false, detail: 'SMTP connection refused', latencyMs: 4 },
      ],
    }),
};

/** Stubs the settings API over a stored copy that PUT and reset change, like the server. */
function stubSettings(extra: Record<string, Handler> = {}) {
  let stored: SystemSettings = structuredClone(DEFAULT_SETTINGS);
  const stub = stubApi(
    {
      ...healthy,
      'GET /admin/settings': () => answer(stored),
      'PUT /admin/settings': (call) => {
        stored = call.body as SystemSettings;
        return answer(stored, SAVED_AT, 'Settings saved successfully');
      },
      'POST /admin/settings/reset': () => {
        stored = structuredClone(DEFAULT_SETTINGS);
        return answer(stored, SAVED_AT, 'Settings reset to defaults');
      },
      ...extra,
    },
    admin,
  );
  return { ...stub, stored: () => stored };
}

const renderSettings = () => renderAt(<AdminSettingsPane />, { path: '/portal-admin/*', url: '/portal-admin/settings' });

// Several typed fields per test: slow on a busy machine.
describe('system settings', { timeout: 20_000 }, () => {
  it('shows the four groups with the stored values; Save is enabled only after a change, flagged until saved', async () => {
    const { stored, callsTo } = stubSettings();
    renderSettings();
    const user = userEvent.setup();
    for (const title of ['Platform Settings', 'Trading Settings', 'Notification Settings', 'Security Settings']) {
      expect(await screen.findByRole('group', { name: title })).toBeInTheDocument();
    }
    expect(screen.getByRole('spinbutton', { name: 'Session Timeout (minutes)' })).toHaveValue(30);
    expect(screen.getByRole('spinbutton', { name: 'Commission Rate (%)' })).toHaveValue(2.5);
    expect(screen.getByRole('combobox', { name: 'Password Complexity' })).toHaveValue('high');
    const maintenance = screen.getByRole('switch', { name: 'Maintenance Mode' });
    expect(maintenance).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByText('No SMS provider configured: the setting is stored but no SMS is sent')).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Save Changes' });
    expect(save).toBeDisabled();
    expect(screen.queryByText(UNSAVED)).not.toBeInTheDocument();

    await user.click(maintenance);
    expect(maintenance).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByText(UNSAVED)).toBeInTheDocument();
    expect(save).toBeEnabled();
    await user.click(maintenance);
    await waitFor(() => expect(save).toBeDisabled());
    expect(screen.queryByText(UNSAVED)).not.toBeInTheDocument();

    const timeout = screen.getByRole('spinbutton', { name: 'Session Timeout (minutes)' });
    await user.clear(timeout);
    await user.type(timeout, '90');
    await user.click(screen.getByRole('switch', { name: 'Admin Alerts' }));
    await user.click(save);
    expect(await screen.findByText('Settings saved successfully')).toBeInTheDocument();
    expect(callsTo('PUT /admin/settings')).toHaveLength(1);
    expect(stored().platform.sessionTimeout).toBe(90);
    expect(stored().notifications.adminAlerts).toBe(false);
    expect(stored().trading).toEqual(DEFAULT_SETTINGS.trading);
    expect(screen.queryByText(UNSAVED)).not.toBeInTheDocument();
    expect(save).toBeDisabled();
  });

  it('checks the bounds of spec 5 before sending anything', async () => {
    const { callsTo } = stubSettings();
    renderSettings();
    const user = userEvent.setup();
    const timeout = await screen.findByRole('spinbutton', { name: 'Session Timeout (minutes)' });
    await user.clear(timeout);
    await user.type(timeout, '4');
    const attempts = screen.getByRole('spinbutton', { name: 'Max Login Attempts' });
    await user.clear(attempts);
    await user.type(attempts, '11');
    const min = screen.getByRole('spinbutton', { name: 'Minimum Trade Value (USD)' });
    await user.clear(min);
    await user.type(min, '200000000');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Session timeout must be at least 5')).toBeInTheDocument();
    expect(screen.getByText('Max login attempts must be at most 10')).toBeInTheDocument();
    expect(screen.getByText('Minimum trade value must not exceed the maximum trade value')).toBeInTheDocument();
    expect(timeout).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo('PUT /admin/settings')).toHaveLength(0);
  });

  it("shows the server's refusal and keeps the changes", async () => {
    const message = 'Commission rate must be at most 20';
    stubSettings({ 'PUT /admin/settings': () => json(400, { message, code: 'VALIDATION_ERROR', status: 400, details: [{ path: 'trading.commissionRate', message }] }) });
    renderSettings();
    const user = userEvent.setup();
    const rate = await screen.findByRole('spinbutton', { name: 'Commission Rate (%)' });
    await user.clear(rate);
    await user.type(rate, '3');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findAllByText(message)).toHaveLength(2);
    expect(rate).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(UNSAVED)).toBeInTheDocument();
    expect(rate).toHaveValue(3);
  });

  it('resets to the defaults after confirming, and not on cancel', async () => {
    const { callsTo } = stubSettings({
      'GET /admin/settings': () => answer({ ...DEFAULT_SETTINGS, security: { ...DEFAULT_SETTINGS.security, maxLoginAttempts: 8 } }),
    });
    renderSettings();
    const user = userEvent.setup();
    const attempts = await screen.findByRole('spinbutton', { name: 'Max Login Attempts' });
    expect(attempts).toHaveValue(8);

    await user.click(screen.getByRole('button', { name: 'Reset to Defaults' }));
    let dialog = await screen.findByRole('dialog', { name: 'Reset to Defaults' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo('POST /admin/settings/reset')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Reset to Defaults' }));
    dialog = await screen.findByRole('dialog', { name: 'Reset to Defaults' });
    await user.click(within(dialog).getByRole('button', { name: 'Reset to Defaults' }));
    expect(await screen.findByText('Settings reset to defaults')).toBeInTheDocument();
    expect(callsTo('POST /admin/settings/reset')).toHaveLength(1);
    expect(attempts).toHaveValue(5);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks before the page is left with unsaved changes, and not otherwise', async () => {
    stubSettings();
    renderSettings();
    const user = userEvent.setup();
    const leave = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    const sms = await screen.findByRole('switch', { name: 'SMS Notifications' });
    expect(leave()).toBe(false);
    await user.click(sms);
    expect(await screen.findByText(UNSAVED)).toBeInTheDocument();
    expect(leave()).toBe(true);
  });

  it("shows 'Failed to load settings' with Retry when the settings cannot be loaded", async () => {
    let fail = true;
    stubSettings({ 'GET /admin/settings': () => (fail ? apiError(500, 'Database unavailable', 'INTERNAL_ERROR') : answer(DEFAULT_SETTINGS)) });
    renderSettings();
    const user = userEvent.setup();
    expect(await screen.findByText('Failed to load settings')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('group', { name: 'Trading Settings' })).toBeInTheDocument();
  });

  it('shows live status tiles from the health checks', async () => {
    stubSettings({ 'GET /price-api/health': () => json(503, { status: 'unavailable' }) });
    renderSettings();
    const tiles = await screen.findByRole('list', { name: 'System status' });
    await waitFor(() => expect(within(tiles).queryByText('Checking...')).not.toBeInTheDocument());
    const text = within(tiles)
      .getAllByRole('listitem')
      .map((tile) => tile.textContent);
    expect(text[0]).toBe('DatabaseOperational');
    expect(text[1]).toBe('Price ServiceUnavailable');
    expect(text[2]).toBe('MailFailingSMTP connection refused');
    expect(text[3]).toMatch(/^API ServicesMinor IssuesChecked /);
  });
});
