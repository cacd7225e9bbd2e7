import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAccountScreens } from '@/features/auth';
import { setSession } from '@/lib/api-client';
import { apiError, json, makePlatformStatus, makeSession, makeUser, stubFetch, type RouteHandler } from '@/test/fetch-mock';
import { renderAt } from '@/test/render';
import { RequireRole } from './require-role';

// The account screens are a lazy chunk; transforming it on first import is slow here, so load it up front.
beforeAll(() => loadAccountScreens(), 60_000);

afterEach(() => {
  setSession(null);
  vi.unstubAllGlobals();
});

const platform = (overrides: Parameters<typeof makePlatformStatus>[0] = {}) => () => json(200, makePlatformStatus(overrides));

function unverifiedTrader(routes: Record<string, RouteHandler> = {}, verifiedAfter = Infinity) {
  let refreshes = 0;
  const api = stubFetch({
    'POST /auth/refresh': () => json(200, makeSession(makeUser({ email: 'tara@example.com', emailVerified: ++refreshes > verifiedAfter }))),
    'GET /api/v1/platform/status': platform(),
    ...routes,
  });
  renderAt(<RequireRole role="trader">trader portal content</RequireRole>, { path: '/portal-trader/*', url: '/portal-trader' });
  return api;
}

describe('the verify-email screen of the portal guard', () => {
  it('stands in for the portal of an unverified user while requireEmailVerification is on', async () => {
    unverifiedTrader();
    expect(await screen.findByRole('heading', { name: 'Please verify your email address' })).toBeInTheDocument();
    expect(screen.getByText('tara@example.com')).toBeInTheDocument();
    expect(screen.queryByText('trader portal content')).not.toBeInTheDocument();
  });

  it('shows the portal when the setting is off', async () => {
    unverifiedTrader({ 'GET /api/v1/platform/status': platform({ requireEmailVerification: false }) });
    expect(await screen.findByText('trader portal content')).toBeInTheDocument();
  });

  it('shows the portal when the status cannot be read (the API still gates)', async () => {
    unverifiedTrader({ 'GET /api/v1/platform/status': () => apiError(500, 'Something went wrong on our side. Please try again.', 'INTERNAL_ERROR') });
    expect(await screen.findByText('trader portal content')).toBeInTheDocument();
  });

  it('resends the link and says so; a failure is shown in the red box', async () => {
    let sends = 0;
    const { callsTo } = unverifiedTrader({
      'POST /auth/resend-verification': () =>
        ++sends === 1 ? json(200, { success: true, message: 'A new verification link has been sent to your email address.' }) : apiError(429, 'Too many requests. Please wait a moment and try again.', 'RATE_LIMITED'),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Resend verification email' }));
    expect(await screen.findByText('A new verification link has been sent to your email address.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend verification email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please wait a moment and try again.');
    expect(callsTo('POST /auth/resend-verification')).toHaveLength(2);
  });

  it("checks again on 'I have verified my email': not yet keeps the screen, verified opens the portal", async () => {
    // Refresh 1 restores the session, refresh 2 is the first check (not yet), refresh 3 the second (verified).
    unverifiedTrader({}, 2);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'I have verified my email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your email address is not verified yet.');
    await user.click(screen.getByRole('button', { name: 'I have verified my email' }));
    expect(await screen.findByText('trader portal content')).toBeInTheDocument();
  });
});

describe('the maintenance screen of the portal guard', () => {
  it('keeps a trader out while the platform is under maintenance, but not an administrator', async () => {
    stubFetch({
      'POST /auth/refresh': () => json(200, makeSession(makeUser())),
      'GET /api/v1/platform/status': platform({ maintenanceMode: true }),
    });
    renderAt(<RequireRole role="trader">trader portal content</RequireRole>, { path: '/portal-trader/*', url: '/portal-trader' });
    expect(await screen.findByText('The platform is under maintenance. Please try again later.')).toBeInTheDocument();
    expect(screen.queryByText('trader portal content')).not.toBeInTheDocument();
  });

  it('lets an administrator in during maintenance', async () => {
    stubFetch({
      'POST /auth/refresh': () => json(200, makeSession(makeUser({ role: 'admin' }))),
      'GET /api/v1/platform/status': platform({ maintenanceMode: true }),
    });
    renderAt(<RequireRole role="admin">admin panel content</RequireRole>, { path: '/portal-admin/*', url: '/portal-admin' });
    expect(await screen.findByText('admin panel content')).toBeInTheDocument();
  });
});
