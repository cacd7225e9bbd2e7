import { LANGUAGES, languageOfPath, localizedPath } from '@ctp/domain/languages';
import { paths } from '@ctp/domain/paths';
import { Suspense, useLayoutEffect, type ComponentType } from 'react';
import { Outlet, useLocation, useRoutes, type RouteObject } from 'react-router';
import { MaintenanceBanner } from '@/components/maintenance-banner';
import { authPages } from '@/features/auth';
import { contractVerifyPage } from '@/features/contract-verify';
import { SeoHead, sitePages } from '@/features/site';
import { showLanguage } from '@/lib/i18n/language';
import { lazyComponent } from '@/lib/lazy-component';
import { RouteErrorBoundary } from './route-error-boundary';
import { ScrollToTop } from './scroll-to-top';

function RootLayout() {
  const { pathname } = useLocation();
  useLanguageOfPublicPage(pathname);
  return (
    <>
      <ScrollToTop />
      <SeoHead />
      <RouteErrorBoundary pathname={pathname}>
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
      {/* The public pages' and the sign-in pages' notice; outside their frame, which waits for the visitor to engage. */}
      {!PORTAL_PATHS.some((portal) => pathname.startsWith(portal)) && <MaintenanceBanner />}
    </>
  );
}

/** A public page's URL states its language (/ar/...): a link between the two versions switches the whole app before it paints. */
function useLanguageOfPublicPage(pathname: string) {
  useLayoutEffect(() => {
    const language = languageOfPath(pathname);
    if (language) showLanguage(language);
  }, [pathname]);
}

/** What every route module exports: its screen, as `Component`. */
interface RouteModule {
  Component: ComponentType;
}

/** A route whose module is its own chunk, loaded on first visit (on a prerendered page, on first engagement: main.tsx). */
function lazy(load: () => Promise<RouteModule>, route: RouteObject = {}): RouteObject {
  const { Component: Screen } = lazyComponent(load, (module) => module.Component);
  return { ...route, element: <Screen /> };
}

/**
 * The frame of the public pages (navigation, footer) is a chunk of its own too: with its texts and i18next it would
 * weigh on every page's first script, and a prerendered page reads and links without it until the visitor engages.
 */
const { Component: SiteLayout } = lazyComponent(() => import('./layouts/site-layout'), (module) => module.SiteLayout);

const PORTAL_PATHS = [paths.traderPortal, paths.sellerPortal, paths.adminPortal];

const publicPages = [
  [paths.home, sitePages.home],
  [paths.about, sitePages.about],
  [paths.gold, sitePages.gold],
  [paths.fuel, sitePages.fuel],
  [paths.insights, sitePages.insights],
  [paths.streaming, sitePages.streaming],
  [paths.advisory, sitePages.advisory],
  [paths.contact, sitePages.contact],
] as const;

/**
 * The route table of spec 2.1. Every page is its own chunk. The public pages are prerendered and
 * need nothing else; the sign-in pages and portals sit under a layout route that brings the session
 * and query providers, so that code never weighs on a public page. Declarative routing (not the
 * data router) keeps the router's share of every public page small: docs/decisions/013.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <SiteLayout />,
        children: [
          // Each public page in English and in Arabic (/ar/...), one module for both.
          ...publicPages.flatMap(([path, load]) => LANGUAGES.map((language) => lazy(load, { path: localizedPath(path, language) }))),
          lazy(contractVerifyPage, { path: paths.verifyContract }),
          lazy(() => import('./not-found-page'), { path: '*' }),
        ],
      },
      lazy(() => import('./providers'), {
        children: [
          {
            element: <SiteLayout />,
            children: [
              lazy(authPages.signIn, { path: paths.signIn }),
              lazy(authPages.register, { path: paths.register }),
              lazy(authPages.forgotPassword, { path: paths.forgotPassword }),
              lazy(authPages.verifyEmail, { path: paths.verifyEmail }),
            ],
          },
          // Each portal's tabs are nested routes under its path, each pane its own chunk (portals/portal-config.tsx).
          lazy(() => import('./portals/trader-portal'), { path: `${paths.traderPortal}/*` }),
          lazy(() => import('./portals/seller-portal'), { path: `${paths.sellerPortal}/*` }),
          lazy(() => import('./portals/admin-portal'), { path: `${paths.adminPortal}/*` }),
        ],
      }),
    ],
  },
];

/** The whole app under whichever router the caller provides (browser, static or memory). */
export function AppRoutes() {
  return useRoutes(routes);
}
