import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAccountScreens } from '@/features/auth';
import { setSession } from '@/lib/api-client';
import { deferred, json, makeSession, makeUser, stubFetch } from '@/test/fetch-mock';
import { Landing, renderAt } from '@/test/render';
import { RequireRole } from './require-role';

// The account screens are a lazy chunk; transforming it on first import is slow here, so load it up front.
beforeAll(() => loadAccountScreens(), 60_000);

afterEach(() => {
  setSession(null);
  vi.unstubAllGlobals();
});

const signedInAs = (role: string) => stubFetch({ 'POST /auth/refresh': () => json(200, makeSession(makeUser({ role }))) });

describe('RequireRole', () => {
  it("shows 'Loading...' while the session is being restored", async () => {
    const refresh = deferred<Response>();
    stubFetch({ 'POST /auth/refresh': () => refresh.promise });
    renderAt(<RequireRole role="trader">secret trader area</RequireRole>, { path: '/portal-trader/*', url: '/portal-trader' });

    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    expect(screen.queryByText('secret trader area')).not.toBeInTheDocument();
    refresh.resolve(json(200, makeSession(makeUser({ role: 'trader' }))));
    expect(await screen.findByText('secret trader area')).toBeInTheDocument();
  });

  it('sends a visitor with no session to the sign-in page', async () => {
    stubFetch({});
    const { router } = renderAt(<RequireRole role="trader">secret trader area</RequireRole>, { path: '/portal-trader/*', url: '/portal-trader' });

    expect(await screen.findByTestId('landing')).toHaveTextContent('sign-in at /portal');
    expect(router.state.location.pathname).toBe('/portal');
    expect(screen.queryByText('secret trader area')).not.toBeInTheDocument();
  });

  it('honours a configured redirect target', async () => {
    stubFetch({});
    renderAt(
      <RequireRole role="admin" redirectTo="/staff-sign-in">
        admin area
      </RequireRole>,
      { path: '/portal-admin/*', url: '/portal-admin', extraRoutes: [{ path: '/staff-sign-in', element: <Landing name="staff sign-in" /> }] },
    );
    expect(await screen.findByTestId('landing')).toHaveTextContent('staff sign-in at /staff-sign-in');
  });

  it.each([
    ['seller', '/portal-seller', 'seller portal'],
    ['admin', '/portal-admin', 'admin portal'],
  ])('sends a %s who opens the trader portal to their own portal', async (role, path, name) => {
    signedInAs(role);
    const { router } = renderAt(<RequireRole role="trader">secret trader area</RequireRole>, { path: '/portal-trader/*', url: '/portal-trader' });

    expect(await screen.findByTestId('landing')).toHaveTextContent(`${name} at ${path}`);
    expect(router.state.location.pathname).toBe(path);
  });

  it('sends a user whose role has no portal to the sign-in page', async () => {
    signedInAs('auditor');
    renderAt(<RequireRole role="trader">secret trader area</RequireRole>, { path: '/portal-trader/*', url: '/portal-trader' });
    expect(await screen.findByTestId('landing')).toHaveTextContent('sign-in at /portal');
  });

  it('admits the required role, or any of the allowed roles', async () => {
    signedInAs('admin');
    renderAt(
      <RequireRole allowedRoles={['trader', 'admin']} loadingLabel="Loading Admin Panel...">
        shared area
      </RequireRole>,
      { path: '/portal-trader/*', url: '/portal-trader' },
    );
    expect(await screen.findByText('shared area')).toBeInTheDocument();
  });
});
