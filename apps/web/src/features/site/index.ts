/** The public site (spec 2.3-2.12): its pages (each its own chunk) and the frame around them. */
export { Footer } from './components/footer';
export { Navbar } from './components/navbar';
export { SeoHead } from './components/seo-head';

/** The route modules of the public pages; each exports its screen as `Component`. */
export const sitePages = {
  home: () => import('./pages/home'),
  about: () => import('./pages/about'),
  gold: () => import('./pages/gold'),
  fuel: () => import('./pages/fuel'),
  insights: () => import('./pages/insights'),
  streaming: () => import('./pages/streaming'),
  advisory: () => import('./pages/advisory'),
  contact: () => import('./pages/contact'),
};
