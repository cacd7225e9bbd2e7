import { paths } from '@ctp/domain/paths';

/** Spec 2.3: the bar's links, in order; their words are the frame texts' nav.links, by key. */
export const NAV_LINKS = [
  { to: paths.about, key: 'about' },
  { to: paths.gold, key: 'gold' },
  { to: paths.fuel, key: 'fuel' },
  { to: paths.insights, key: 'insights' },
  { to: paths.streaming, key: 'streaming' },
  { to: paths.advisory, key: 'advisory' },
  { to: paths.contact, key: 'contact' },
] as const;

/** The portal's sign-in has one URL for both languages. */
export const PORTAL_LINK = { to: paths.signIn } as const;
