import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { RouterProvider, createMemoryRouter, useLocation, type RouteObject } from 'react-router';
import { SessionProvider } from '../lib/session/session-provider';

/** A stand-in for pages a test navigates to: it shows its name and the current path. */
export function Landing({ name }: { name: string }) {
  const location = useLocation();
  return (
    <p data-testid="landing">
      {name} at {location.pathname}
    </p>
  );
}

const stubs: RouteObject[] = [
  { path: '/portal', element: <Landing name="sign-in" /> },
  { path: '/portal-trader/*', element: <Landing name="trader portal" /> },
  { path: '/portal-seller/*', element: <Landing name="seller portal" /> },
  { path: '/portal-admin/*', element: <Landing name="admin portal" /> },
];

/**
 * Renders `element` at `path` inside the app's providers (the real session provider, which restores
 * the session through the stubbed fetch) and a memory router with stand-ins for the other pages.
 */
export function renderAt(
  element: ReactElement,
  { path, url = path, extraRoutes = [] }: { path: string; url?: string; extraRoutes?: RouteObject[] },
) {
  const routes = [{ path, element }, ...extraRoutes, ...stubs.filter((s) => s.path !== path)];
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}
