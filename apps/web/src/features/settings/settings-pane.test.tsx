import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/api-client';
import { apiError, json, renderPane, stubApi } from '@/test/portal-test-kit';
import { SettingsPane } from './settings-pane';

afterEach(() => {
  setSession(null);
  vi.unstubAllGlobals();
});

const DEFAULTS = { emailNotifications: true, smsNotifications: false, pushNotifications: true, priceAlerts: true, weeklyBrief: false };
const UNSAVED = "You have unsaved changes. Don't forget to save your settings.";

describe('settings tab', () => {
  it('shows the stored preferences; Save is enabled only after a change, which is flagged until saved', async () => {
    let stored = { preferences: DEFAULTS, updatedAt: null as string | null };
    const { callsTo } = stubApi({
      'GET /api/v1/users/me/preferences': () => json(200, { success: true, message: 'Preferences loaded', ...stored }),
      'PUT /api/v1/users/me/preferences': (call) => {
        stored = { preferences: call.body as typeof DEFAULTS, updatedAt: '2026-11-22T10:00:00.000Z' };
        return json(200, { success: true, message: 'Your settings have been saved.', ...stored });
      },
    });
    renderPane(<SettingsPane />, '/portal-trader/settings');
    const user = userEvent.setup();
    const sms = await screen.findByRole('switch', { name: 'SMS notifications' });
    expect(sms).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('switch', { name: 'Email notifications' })).toHaveAttribute('aria-checked', 'true');
    const save = screen.getByRole('button', { name: 'Save Changes' });
    expect(save).toBeDisabled();
    expect(screen.queryByText(UNSAVED)).not.toBeInTheDocument();
    expect(screen.getByText('You are on the default settings.')).toBeInTheDocument();

    await user.click(sms);
    expect(sms).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByText(UNSAVED)).toBeInTheDocument();
    expect(save).toBeEnabled();
    // Turning it back is no change at all.
    await user.click(sms);
    expect(screen.queryByText(UNSAVED)).not.toBeInTheDocument();
    expect(save).toBeDisabled();

    await user.click(sms);
    await user.click(screen.getByRole('switch', { name: 'Weekly market brief' }));
    await user.click(save);
    expect(await screen.findByText('Your settings have been saved.')).toBeInTheDocument();
    expect(callsTo('PUT /api/v1/users/me/preferences')[0]!.body).toEqual({ ...DEFAULTS, smsNotifications: true, weeklyBrief: true });
    expect(screen.queryByText(UNSAVED)).not.toBeInTheDocument();
    expect(save).toBeDisabled();
    expect(screen.getByText(/Last saved Nov 22, 2026/)).toBeInTheDocument();
  });

  it('keeps the changes and says why when saving fails', async () => {
    stubApi({
      'GET /api/v1/users/me/preferences': () => json(200, { success: true, message: 'ok', preferences: DEFAULTS, updatedAt: null }),
      'PUT /api/v1/users/me/preferences': () => apiError(503, 'Database unavailable'),
    });
    renderPane(<SettingsPane />, '/portal-trader/settings');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: 'Price alerts' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
    expect(screen.getByText(UNSAVED)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Price alerts' })).toHaveAttribute('aria-checked', 'false');
  });

  it('tells a Basic user the weekly brief is for Enterprise, and an Enterprise user offers API tokens (issue 18)', async () => {
    const preferences = () => json(200, { success: true, message: 'ok', preferences: DEFAULTS, updatedAt: null });
    stubApi({ 'GET /api/v1/users/me/preferences': preferences });
    const basic = renderPane(<SettingsPane />, '/portal-trader/settings');
    const brief = await screen.findByRole('switch', { name: 'Weekly market brief' });
    await vi.waitFor(() => expect(brief).toHaveAccessibleDescription(/sent to Enterprise plans only, and your plan is Basic/));
    expect(await screen.findByText(/API access comes with the Enterprise package/)).toBeInTheDocument();
    basic.unmount();

    stubApi({
      'GET /api/v1/users/me/preferences': preferences,
      'GET /api/v1/users/me/package': () => json(200, { package: 'enterprise', grantedTo: 'Gulf Bullion Buyers LLC', grantedAt: '2026-03-01T09:00:00.000Z', apiTokens: true, awaitingCompany: null }),
      'GET /api/v1/users/me/api-tokens': () => json(200, { tokens: [], max: 20 }),
    });
    renderPane(<SettingsPane />, '/portal-trader/settings');
    expect(await screen.findByRole('button', { name: 'Create token' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Weekly market brief' })).toHaveAccessibleDescription('A Monday summary of the markets you trade.');
  });
});
