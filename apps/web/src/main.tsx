import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter, matchRoutes } from 'react-router';
import { AppRoutes, routes, type RouteHandle } from '@/app/routes';
import '@/index.css';

/**
 * A prerendered page is hydrated; the app shell (portals, sign-in, unknown paths) is rendered.
 * Before hydrating, the route modules of the current page are loaded (the prerender put them in
 * modulepreload links), so the first client render matches the server's HTML.
 */
async function start() {
  const container = document.getElementById('root')!;
  const prerendered = container.firstElementChild !== null;
  if (prerendered) {
    const matches = matchRoutes(routes, window.location) ?? [];
    await Promise.all(matches.map(({ route }) => (route.handle as RouteHandle | undefined)?.preload()));
  }
  const app = (
    <StrictMode>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </StrictMode>
  );
  if (prerendered) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void start();
