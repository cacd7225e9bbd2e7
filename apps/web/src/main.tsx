import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from '@/app/routes';
import { initialLanguage, showLanguage } from '@/lib/i18n/language';
import { holdLoadsUntil } from '@/lib/lazy-component';
import { firstEngagement, liveContentInView } from '@/lib/visitor-engagement';
import '@/index.css';

/**
 * A prerendered page is hydrated; the app shell (portals, sign-in, unknown paths) is rendered.
 * The frame of a prerendered page (navigation, footer, maintenance banner) hydrates at once; the page's own
 * modules load when the visitor first engages, or when live content (prices) is on screen, and React keeps the
 * page's HTML until then (decision 025).
 */
function start() {
  const container = document.getElementById('root')!;
  const prerendered = container.firstElementChild !== null;
  showLanguage(initialLanguage(window.location.pathname));
  if (prerendered) holdLoadsUntil(Promise.race([firstEngagement(), liveContentInView()]));
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
