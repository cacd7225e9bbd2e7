/** Query keys of the profile tab's own data (the profile itself is the session user: lib/session). */
export const profileKeys = {
  twoFactor: () => ['two-factor'] as const,
};
