import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { useLayoutEffect, type ReactElement } from 'react';
import { MemoryRouter, useLocation, useNavigate, useRoutes, type Location, type NavigateFunction, type RouteObject } from 'react-router';
import { SessionProvider } from '@/lib/session/session-provider';

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

/** The memory router's current location, for tests that assert where an action led, and a way to move it. */
interface RouterProbe {
  state: { location: Location };
  navigate: NavigateFunction;
}

function ProbedRoutes({ routes, onRender }: { routes: RouteObject[]; onRender: (location: Location, navigate: NavigateFunction) => void }) {
  const location = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => onRender(location, navigate));
  return useRoutes(routes);
}

/**
 * Renders `element` at `path` inside the app's providers (the real session provider, which restores
 * the session through the stubbed fetch) and a memory router with stand-ins for the other pages.
 */
export function renderAt(
  element: ReactElement,
  { path, url = path, extraRoutes = [] }: { path: string; url?: string; extraRoutes?: RouteObject[] },
) {
  const routes = [{ path, element }, ...extraRoutes, ...stubs.filter((s) => s.path !== path)];
  const router = { state: {} } as RouterProbe;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <MemoryRouter initialEntries={[url]}>
          <ProbedRoutes
            routes={routes}
            onRender={(location, navigate) => {
              router.state.location = location;
              router.navigate = navigate;
            }}
          />
        </MemoryRouter>
      </SessionProvider>
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}
