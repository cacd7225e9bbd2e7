import { TWO_FACTOR_TEXTS } from '@ctp/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/api-client';
import { apiError, deferred, json, makeSession, makeUser, stubFetch, type RouteHandler } from '@/test/fetch-mock';
import { renderAt } from '@/test/render';
import { SignInForm } from './sign-in-form';

afterEach(() => {
  setSession(null);
  vi.unstubAllGlobals();
});

const CHALLENGE = { success: true, twoFactorRequired: true, challengeToken: 'challenge-1', message: TWO_FACTOR_TEXTS.codeRequired };

function server(codeStep: RouteHandler, user = makeUser({ twoFactorEnabled: true })) {
  return stubFetch({
    'POST /auth/login': () => json(200, CHALLENGE),
    'POST /auth/login/two-factor': codeStep,
    'POST /auth/logout': () => json(200, { success: true, message: 'Signed out' }),
    'GET /auth/profile': () => json(200, { success: true, message: 'Profile loaded', user }),
  });
}

function renderForm(onSignedIn = vi.fn(), allowedRoles: readonly string[] = ['trader']) {
  renderAt(<SignInForm allowedRoles={allowedRoles} refusalText="Access denied. This portal is for traders only." onSignedIn={onSignedIn} />, {
    path: '/portal',
  });
  return onSignedIn;
}

async function passwordStep() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), 'tara@example.com');
  await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Harbour.Gold77');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  return user;
}

describe('the code step of a two-factor sign-in', () => {
  it("asks for the 'Authentication code' (one-time-code, numeric), then signs in with it", async () => {
    const api = server(() => json(200, makeSession(makeUser({ twoFactorEnabled: true }))));
    const onSignedIn = renderForm();
    const user = await passwordStep();

    const input = await screen.findByLabelText('Authentication code');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveFocus();
    // The password form is gone: no session was opened by the password step.
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();

    await user.type(input, '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(expect.objectContaining({ id: 'user-1' })));
    expect(api.callsTo('POST /auth/login/two-factor')[0]?.body).toEqual({ challengeToken: 'challenge-1', code: '123456' });
  });

  it("reads 'Verifying...' and disables the input while the code is checked", async () => {
    const answer = deferred<Response>();
    server(() => answer.promise);
    renderForm();
    const user = await passwordStep();
    await user.type(await screen.findByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('button', { name: 'Verifying...' })).toBeDisabled();
    expect(screen.getByLabelText('Authentication code')).toBeDisabled();
    answer.resolve(json(200, makeSession()));
  });

  it('checks the code before sending it', async () => {
    const api = server(() => json(200, makeSession()));
    renderForm();
    const user = await passwordStep();
    await user.type(await screen.findByLabelText('Authentication code'), '12ab');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(TWO_FACTOR_TEXTS.enterCode)).toBeInTheDocument();
    expect(screen.getByLabelText('Authentication code')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST /auth/login/two-factor')).toHaveLength(0);
  });

  it("shows a wrong code in the red 'Error' box and lets the user try again", async () => {
    let attempts = 0;
    server(() => (++attempts === 1 ? apiError(401, 'Invalid authentication code', 'INVALID_TWO_FACTOR_CODE') : json(200, makeSession())));
    const onSignedIn = renderForm();
    const user = await passwordStep();
    await user.type(await screen.findByLabelText('Authentication code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error');
    expect(alert).toHaveTextContent('Invalid authentication code');
    expect(screen.getByLabelText('Authentication code')).toHaveValue('');

    await user.type(screen.getByLabelText('Authentication code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalled());
  });

  it("takes a recovery code after 'Use a recovery code'", async () => {
    const api = server(() => json(200, makeSession()));
    const onSignedIn = renderForm();
    const user = await passwordStep();
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
    const input = screen.getByLabelText('Recovery code');
    expect(input).not.toHaveAttribute('inputmode', 'numeric');
    await user.type(input, 'ABCD-efgh-2345-67ab');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(api.callsTo('POST /auth/login/two-factor')[0]?.body).toEqual({ challengeToken: 'challenge-1', code: 'abcdefgh234567ab' });

    // And back.
    expect(screen.queryByRole('button', { name: 'Use your authenticator app' })).toBeInTheDocument();
  });

  it('goes back to the password step with the message when the challenge has expired', async () => {
    server(() => apiError(401, TWO_FACTOR_TEXTS.challengeExpired, 'TWO_FACTOR_CHALLENGE_EXPIRED'));
    renderForm();
    const user = await passwordStep();
    await user.type(await screen.findByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(TWO_FACTOR_TEXTS.challengeExpired);
    expect(screen.getByLabelText('Email')).toHaveValue('tara@example.com');
    expect(screen.getByLabelText('Password', { selector: 'input' })).toHaveValue('');
  });

  it("refuses another portal's role after the code, with the portal's text, and keeps no session", async () => {
    const api = server(() => json(200, makeSession(makeUser({ role: 'seller' }))));
    const onSignedIn = renderForm();
    const user = await passwordStep();
    await user.type(await screen.findByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Access denied. This portal is for traders only.');
    expect(api.callsTo('POST /auth/logout')).toHaveLength(1);
    expect(onSignedIn).not.toHaveBeenCalled();
  });
});
