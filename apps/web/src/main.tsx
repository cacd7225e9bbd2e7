import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { routes } from './app/routes';
import './index.css';

/**
 * A prerendered page is hydrated; the app shell (portals, sign-in, unknown paths) is rendered.
 * Before hydrating, the lazy route modules of the current page are loaded (the prerender put them
 * in modulepreload links), so the first client render matches the server's HTML.
 */
async function start() {
  const container = document.getElementById('root')!;
  const prerendered = container.firstElementChild !== null;
  if (prerendered) await resolveLazyRoutes(routes);
  const app = (
    <StrictMode>
      <RouterProvider router={createBrowserRouter(routes)} />
    </StrictMode>
  );
  if (prerendered) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

async function resolveLazyRoutes(table: RouteObject[]) {
  const matches = matchRoutes(table, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}

void start();
