import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAccountScreens } from '@/features/auth';
import { setSession } from '@/lib/api-client';
import { json, makePlatformStatus, makeSession, makeUser, stubFetch, type RouteHandler } from '@/test/fetch-mock';
import { renderAt } from '@/test/render';
import { RequireRole } from './require-role';

// The account screens are a lazy chunk; transforming it on first import is slow here, so load it up front.
beforeAll(() => loadAccountScreens(), 60_000);

afterEach(() => {
  setSession(null);
  vi.unstubAllGlobals();
});

const TEMPORARY = 'Temp@Harbour2026';
const CHOSEN = 'N3w!Vault&Zurich';
const status = (passwordComplexity: 'low' | 'medium' | 'high') => () => json(200, makePlatformStatus({ passwordComplexity }));

/** A trader signed in with a temporary password; the refresh after a successful change renews the session without it. */
function signedInWithTemporaryPassword(routes: Record<string, RouteHandler> = {}) {
  let changed = false;
  const api = stubFetch({
    'POST /auth/refresh': () => json(200, makeSession(makeUser({ mustChangePassword: !changed }))),
    'GET /api/v1/platform/status': status('high'),
    'POST /api/v1/users/me/password': () => {
      changed = true;
      return json(200, { success: true, message: 'Your password has been changed.', otherSessionsRevoked: 0 });
    },
    ...routes,
  });
  renderAt(<RequireRole role="trader">trader portal content</RequireRole>, { path: '/portal-trader/*', url: '/portal-trader' });
  return api;
}

async function fillIn(user: UserEvent, { temporary = TEMPORARY, chosen = CHOSEN, confirm = chosen }: { temporary?: string; chosen?: string; confirm?: string } = {}) {
  const form = await screen.findByRole('form', { name: 'Set a new password' });
  await user.type(within(form).getByLabelText('Temporary password'), temporary);
  await user.type(within(form).getByLabelText('New password'), chosen);
  await user.type(within(form).getByLabelText('Confirm new password'), confirm);
  await user.click(within(form).getByRole('button', { name: 'Set new password' }));
  return form;
}

describe('the set-new-password screen of the portal guard', () => {
  it('stands in for the portal while the password is temporary, with the rule of the complexity level', async () => {
    signedInWithTemporaryPassword();
    expect(await screen.findByRole('heading', { name: 'Set a new password' })).toBeInTheDocument();
    expect(screen.queryByText('trader portal content')).not.toBeInTheDocument();
    expect(await screen.findByText('8+ characters with upper- and lowercase letters, a number and a symbol (@$!%*?&.)')).toBeInTheDocument();
  });

  it('sends the temporary and the new password, then shows the portal', async () => {
    const { callsTo } = signedInWithTemporaryPassword();
    await fillIn(userEvent.setup());
    expect(await screen.findByText('trader portal content')).toBeInTheDocument();
    expect(callsTo('POST /api/v1/users/me/password')[0]!.body).toEqual({ currentPassword: TEMPORARY, newPassword: CHOSEN });
  });

  it('checks the confirmation and the rule before calling the server', async () => {
    const { callsTo } = signedInWithTemporaryPassword();
    const user = userEvent.setup();
    const form = await fillIn(user, { confirm: `${CHOSEN}x` });
    expect(await within(form).findByText('Passwords do not match')).toBeInTheDocument();

    await user.clear(within(form).getByLabelText('New password'));
    await user.clear(within(form).getByLabelText('Confirm new password'));
    await user.type(within(form).getByLabelText('New password'), 'goldharbour7');
    await user.type(within(form).getByLabelText('Confirm new password'), 'goldharbour7');
    await user.click(within(form).getByRole('button', { name: 'Set new password' }));
    expect(
      await within(form).findByText('Password must be at least 8 characters long and contain: uppercase letter, lowercase letter, number, and symbol (@$!%*?&.)'),
    ).toBeInTheDocument();
    expect(callsTo('POST /api/v1/users/me/password')).toHaveLength(0);
  });

  it('follows a lower complexity level from the platform status', async () => {
    const { callsTo } = signedInWithTemporaryPassword({ 'GET /api/v1/platform/status': status('medium') });
    expect(await screen.findByText('8+ characters with at least one number')).toBeInTheDocument();
    await fillIn(userEvent.setup(), { chosen: 'goldharbour7' });
    expect(await screen.findByText('trader portal content')).toBeInTheDocument();
    expect(callsTo('POST /api/v1/users/me/password')[0]!.body).toEqual({ currentPassword: TEMPORARY, newPassword: 'goldharbour7' });
  });

  it("shows the server's refusal on the field and in the red box, and stays", async () => {
    signedInWithTemporaryPassword({
      'POST /api/v1/users/me/password': () =>
        json(400, {
          message: 'Your current password is incorrect',
          code: 'INVALID_CURRENT_PASSWORD',
          status: 400,
          details: [{ path: 'currentPassword', message: 'Your current password is incorrect' }],
        }),
    });
    const form = await fillIn(userEvent.setup());
    expect(await within(form).findByRole('alert')).toHaveTextContent('Your current password is incorrect');
    expect(within(form).getByLabelText('Temporary password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('trader portal content')).not.toBeInTheDocument();
  });

  it('offers a way to sign out', async () => {
    const { callsTo } = signedInWithTemporaryPassword({ 'POST /auth/logout': () => json(200, { success: true, message: 'Signed out' }) });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByTestId('landing')).toHaveTextContent('sign-in at /portal');
    expect(callsTo('POST /auth/logout')).toHaveLength(1);
  });
});
