import { paths } from '@ctp/domain/paths';

/** Spec 2.3: the bar's links, in order. */
export const NAV_LINKS = [
  { to: paths.about, label: 'About' },
  { to: paths.gold, label: 'Gold Trading' },
  { to: paths.fuel, label: 'Fuel Trading' },
  { to: paths.insights, label: 'Market Intelligence' },
  { to: paths.streaming, label: 'Streaming & Royalty' },
  { to: paths.advisory, label: 'Advisory' },
  { to: paths.contact, label: 'Contact' },
] as const;

export const PORTAL_LINK = { to: paths.signIn, label: 'User Portal' } as const;
