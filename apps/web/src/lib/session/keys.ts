/**
 * The signed-in user lives in one query, GET /auth/profile (current-user.ts). A sign-in or a renewed
 * session writes the user it carries into it (session-provider.tsx), a profile edit writes the saved
 * user, sign-out removes it.
 */
export const currentUserKeys = { all: ['profile'] as const };
