import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/api-client';
import { apiError, json, makeUser, renderPane, stubApi } from '@/test/portal-test-kit';
import { ProfilePane } from './profile-pane';

afterEach(() => {
  setSession(null);
  vi.unstubAllGlobals();
});

const tara = makeUser({ firstName: 'Tara', lastName: 'Trader', email: 'tara@example.com', companyName: 'Gulf Metals', kycStatus: 'approved', lastLoginAt: '2026-11-21T08:00:00.000Z' });

describe('profile tab', () => {
  it('shows email (read-only), role, status, KYC status and member since', async () => {
    stubApi({}, tara);
    renderPane(<ProfilePane />, '/portal-trader/profile');
    expect(await screen.findByText('tara@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /email/i })).not.toBeInTheDocument();
    expect(screen.getAllByText('Trader').length).toBeGreaterThan(0);
    expect(screen.getByText('active')).toBeInTheDocument();
    expect(screen.getByText('approved')).toBeInTheDocument();
    expect(screen.getByText('Jan 15, 2026')).toBeInTheDocument();
  });

  it('saves the edited details with PUT /api/v1/users/me; Save waits for a change', async () => {
    const { callsTo } = stubApi(
      {
        'PUT /api/v1/users/me': (call) => json(200, { success: true, message: 'Your profile has been updated.', user: { ...tara, ...(call.body as object) } }),
      },
      tara,
    );
    renderPane(<ProfilePane />, '/portal-trader/profile');
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Personal details' });
    const save = within(form).getByRole('button', { name: 'Save changes' });
    expect(save).toBeDisabled();
    expect(within(form).getByLabelText('First name')).toHaveValue('Tara');

    await user.clear(within(form).getByLabelText('First name'));
    await user.click(save);
    expect(await within(form).findByText('First name is required')).toBeInTheDocument();
    expect(callsTo('PUT /api/v1/users/me')).toHaveLength(0);

    await user.type(within(form).getByLabelText('First name'), 'Tamara');
    await user.type(within(form).getByLabelText('Phone number'), '+968 2400 0000');
    await user.clear(within(form).getByLabelText('Company name'));
    await user.click(save);
    expect(await within(form).findByText('Your profile has been updated.')).toBeInTheDocument();
    expect(callsTo('PUT /api/v1/users/me')[0]!.body).toEqual({ firstName: 'Tamara', lastName: 'Trader', companyName: null, phoneNumber: '+968 2400 0000' });
    expect(save).toBeDisabled();
  });

  it('changes the password and says the other sessions were signed out; a wrong current password is shown on its field', async () => {
    let attempts = 0;
    const { callsTo } = stubApi(
      {
        'POST /api/v1/users/me/password': () =>
          ++attempts === 1
            ? json(400, {
                message: 'Your current password is incorrect',
                code: 'INVALID_CURRENT_PASSWORD',
                status: 400,
                details: [{ path: 'currentPassword', message: 'Your current password is incorrect' }],
              })
            : json(200, { success: true, message: 'Your password has been changed. Every other session of your account has been signed out.', otherSessionsRevoked: 2 }),
      },
      tara,
    );
    renderPane(<ProfilePane />, '/portal-trader/profile');
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Change password' });
    expect(screen.getByText(/signs you out on every other device/)).toBeInTheDocument();

    await user.type(within(form).getByLabelText('Current password'), 'Wrong.Pass1');
    await user.type(within(form).getByLabelText('New password'), 'N3w!Vault&Zurich');
    await user.type(within(form).getByLabelText('Confirm new password'), 'N3w!Vault&Zurich.');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('Passwords do not match')).toBeInTheDocument();
    expect(callsTo('POST /api/v1/users/me/password')).toHaveLength(0);

    await user.clear(within(form).getByLabelText('Confirm new password'));
    await user.type(within(form).getByLabelText('Confirm new password'), 'N3w!Vault&Zurich');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findAllByText('Your current password is incorrect')).toHaveLength(2);
    expect(within(form).getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');

    await user.clear(within(form).getByLabelText('Current password'));
    await user.type(within(form).getByLabelText('Current password'), 'Tr4ding@Desk.Muscat');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText(/2 other sessions were signed out\./)).toBeInTheDocument();
    expect(callsTo('POST /api/v1/users/me/password').at(-1)!.body).toEqual({ currentPassword: 'Tr4ding@Desk.Muscat', newPassword: 'N3w!Vault&Zurich' });
    expect(within(form).getByLabelText('Current password')).toHaveValue('');
  });

  it('refuses a new password that breaks the rules of spec 5 before sending it', async () => {
    const { callsTo } = stubApi({}, tara);
    renderPane(<ProfilePane />, '/portal-trader/profile');
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Change password' });
    await user.type(within(form).getByLabelText('Current password'), 'Tr4ding@Desk.Muscat');
    await user.type(within(form).getByLabelText('New password'), 'simple');
    await user.type(within(form).getByLabelText('Confirm new password'), 'simple');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText(/Password must be at least 8 characters long and contain/)).toBeInTheDocument();
    expect(callsTo('POST /api/v1/users/me/password')).toHaveLength(0);
  });

  it('shows the failure of the profile load with a Retry', async () => {
    stubApi({ 'GET /auth/profile': () => apiError(500, '') });
    renderPane(<ProfilePane />, '/portal-trader/profile');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to get user profile');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
