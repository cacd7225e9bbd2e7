/**
 * Signing in, registering, passwords and the account's pending steps (spec 2.13-2.15, 6). Only loaders:
 * the route table (on every public page's first load) imports this module, so none of the forms, zod
 * or the API client come with it.
 */

/** The route modules of the sign-in pages; each exports its screen as `Component`. */
export const authPages = {
  signIn: () => import('./pages/sign-in'),
  register: () => import('./pages/register'),
  forgotPassword: () => import('./pages/forgot-password'),
  verifyEmail: () => import('./pages/verify-email'),
};

/** The screens a portal shows instead of itself: its own sign-in, and the account's pending steps (AccountGate). */
export const loadAccountScreens = () => import('./account-screens');
