/** Every page of the web app (spec 2.1), in one table: links never spell URLs by hand. */
export const paths = {
  home: '/',
  about: '/about',
  gold: '/gold',
  fuel: '/fuel',
  insights: '/insights',
  streaming: '/streaming',
  advisory: '/advisory',
  contact: '/contact',
  signIn: '/portal',
  register: '/register',
  forgotPassword: '/forgot-password',
  /** The link of the verification mail (requireEmailVerification). */
  verifyEmail: '/verify-email',
  /** Anyone checks a contract PDF against the platform's signed documents (issue 13). */
  verifyContract: '/verify',
  traderPortal: '/portal-trader',
  sellerPortal: '/portal-seller',
  adminPortal: '/portal-admin',
} as const;

export const PUBLIC_PAGE_PATHS = [
  paths.home,
  paths.about,
  paths.gold,
  paths.fuel,
  paths.insights,
  paths.streaming,
  paths.advisory,
  paths.contact,
] as const;

const PORTAL_PATHS = [paths.traderPortal, paths.sellerPortal, paths.adminPortal];

/** True for a path the web app has a page for (portal paths include their sub-paths). */
export function isKnownPagePath(pathname: string): boolean {
  const clean = pathname.replace(/\/+$/, '') || '/';
  if ((Object.values(paths) as string[]).includes(clean)) return true;
  // A public page's Arabic twin: /ar, /ar/gold (languages.ts).
  const arabic = clean === '/ar' ? '/' : clean.startsWith('/ar/') ? clean.slice(3) : undefined;
  if (arabic !== undefined && (PUBLIC_PAGE_PATHS as readonly string[]).includes(arabic)) return true;
  return PORTAL_PATHS.some((p) => clean.startsWith(`${p}/`));
}
