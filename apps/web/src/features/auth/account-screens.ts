/** What loadAccountScreens (index.ts) loads: the screens a portal shows in its own place. */
export { MaintenanceScreen } from './components/maintenance-screen';
export { PortalSignIn, type PortalSignInProps } from './components/portal-sign-in';
export { SetNewPasswordScreen } from './components/set-new-password-screen';
export { VerifyEmailScreen } from './components/verify-email-screen';
