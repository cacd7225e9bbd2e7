import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/api-client';
import { apiError, deferred, json, makeSession, makeUser, stubFetch } from '@/test/fetch-mock';
import { renderAt } from '@/test/render';
import { Component as SignIn } from './sign-in';

afterEach(() => {
  setSession(null);
  vi.unstubAllGlobals();
});

const renderSignIn = () => renderAt(<SignIn />, { path: '/portal' });

async function fillAndSubmit(email = 'trader@example.com', password = 'TraderDemo@2026') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('sign-in page', () => {
  it("shows 'Loading...' while the session restores, then the form with its links", async () => {
    const refresh = deferred<Response>();
    stubFetch({ 'POST /auth/refresh': () => refresh.promise });
    renderSignIn();
    expect(screen.getByText('Loading...')).toBeInTheDocument();

    refresh.resolve(apiError(401, 'No refresh token available'));
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Email')).toBeRequired();
    expect(screen.getByLabelText('Password')).toBeRequired();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Create a trading account' })).toHaveAttribute('href', '/register');
  });

  it('sends a user who is already signed in straight to their portal', async () => {
    stubFetch({ 'POST /auth/refresh': () => json(200, makeSession(makeUser({ role: 'seller' }))) });
    const { router } = renderSignIn();
    expect(await screen.findByTestId('landing')).toHaveTextContent('seller portal at /portal-seller');
    expect(router.state.location.pathname).toBe('/portal-seller');
  });

  it("reads 'Signing In...' and disables the inputs while submitting", async () => {
    const login = deferred<Response>();
    stubFetch({ 'POST /auth/login': () => login.promise });
    renderSignIn();
    await fillAndSubmit();

    const button = await screen.findByRole('button', { name: 'Signing In...' });
    expect(button).toBeDisabled();
    expect(screen.getByLabelText('Email')).toBeDisabled();
    expect(screen.getByLabelText('Password')).toBeDisabled();

    login.resolve(json(200, makeSession()));
    expect(await screen.findByTestId('landing')).toHaveTextContent('trader portal at /portal-trader');
  });

  it.each([
    ['trader', 'trader portal at /portal-trader'],
    ['seller', 'seller portal at /portal-seller'],
    ['admin', 'admin portal at /portal-admin'],
  ])('sends a %s to their portal', async (role, landing) => {
    const { callsTo } = stubFetch({ 'POST /auth/login': () => json(200, makeSession(makeUser({ role }))) });
    renderSignIn();
    await fillAndSubmit('  Someone@Example.COM ', 'Secret@123');

    expect(await screen.findByTestId('landing')).toHaveTextContent(landing);
    // The shared schema trims and lower-cases the email before it is sent.
    expect(callsTo('POST /auth/login')[0]?.body).toEqual({ email: 'someone@example.com', password: 'Secret@123' });
  });

  it("shows the server's message in the red 'Error' box", async () => {
    stubFetch({ 'POST /auth/login': () => apiError(401, 'Invalid email or password', 'INVALID_CREDENTIALS') });
    renderSignIn();
    await fillAndSubmit();

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error')).toBeInTheDocument();
    expect(alert).toHaveTextContent('Invalid email or password');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(screen.getByLabelText('Email')).toBeEnabled();
  });

  it("falls back to 'Login failed' when the server gives no message", async () => {
    stubFetch({ 'POST /auth/login': () => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }) });
    renderSignIn();
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed');
  });

  it("rejects a role with no portal: 'Unknown user role. Please contact support.'", async () => {
    const { callsTo, calls } = stubFetch({
      'POST /auth/login': () => json(200, makeSession(makeUser({ role: 'auditor' }))),
      'POST /auth/logout': () => json(200, { success: true, message: 'Signed out' }),
    });
    const { router } = renderSignIn();
    await fillAndSubmit();

    expect(await screen.findByRole('alert')).toHaveTextContent('Unknown user role. Please contact support.');
    expect(router.state.location.pathname).toBe('/portal');
    await vi.waitFor(() => expect(callsTo('POST /auth/logout')).toHaveLength(1));
    expect(calls.some((c) => c.path === '/auth/login')).toBe(true);
  });

  it('checks the fields with the shared schema before calling the server', async () => {
    const { callsTo } = stubFetch({});
    renderSignIn();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    expect(callsTo('POST /auth/login')).toHaveLength(0);
  });
});
