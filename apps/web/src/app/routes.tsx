import { paths } from '@ctp/domain/paths';
import { Outlet, type RouteObject } from 'react-router';
import { SeoHead } from '../features/site/components/seo-head';
import { SiteLayout } from './layouts/site-layout';
import { RouteErrorPage } from './route-error-page';
import { ScrollToTop } from './scroll-to-top';

function RootLayout() {
  return (
    <>
      <ScrollToTop />
      <SeoHead />
      <Outlet />
    </>
  );
}

/**
 * The route table of spec 2.1. Every page is its own chunk (route `lazy`). The public pages are
 * prerendered and need nothing else; the sign-in pages and portals sit under a layout route that
 * brings the session and query providers, so that code never weighs on a public page.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        element: <SiteLayout />,
        children: [
          { path: paths.home, lazy: () => import('../features/site/pages/home') },
          { path: paths.about, lazy: () => import('../features/site/pages/about') },
          { path: paths.gold, lazy: () => import('../features/site/pages/gold') },
          { path: paths.fuel, lazy: () => import('../features/site/pages/fuel') },
          { path: paths.insights, lazy: () => import('../features/site/pages/insights') },
          { path: paths.streaming, lazy: () => import('../features/site/pages/streaming') },
          { path: paths.advisory, lazy: () => import('../features/site/pages/advisory') },
          { path: paths.contact, lazy: () => import('../features/site/pages/contact') },
          { path: '*', lazy: () => import('./not-found-page') },
        ],
      },
      {
        lazy: () => import('./providers'),
        children: [
          {
            element: <SiteLayout />,
            children: [
              { path: paths.signIn, lazy: () => import('../features/auth/pages/sign-in') },
              { path: paths.register, lazy: () => import('../features/auth/pages/register') },
              { path: paths.forgotPassword, lazy: () => import('../features/auth/pages/forgot-password') },
              { path: paths.verifyEmail, lazy: () => import('../features/auth/pages/verify-email') },
            ],
          },
          { path: `${paths.traderPortal}/*`, lazy: () => import('../features/portals/trader-portal') },
          { path: `${paths.sellerPortal}/*`, lazy: () => import('../features/portals/seller-portal') },
          { path: `${paths.adminPortal}/*`, lazy: () => import('../features/portals/admin-portal') },
        ],
      },
    ],
  },
];
