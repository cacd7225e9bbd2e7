import type { AuthResponse, LoginResponse, Role, User } from '@ctp/domain';
import { PORTAL_BY_ROLE } from '@ctp/domain/constants';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { api, onSessionChange, refreshSession, setSession } from '../api-client';
import { currentLanguage, rememberLanguage, rememberedLanguage, showLanguage } from '../i18n/language';
import { accountLanguage, saveAccountLanguage } from './account-language';
import { currentUserKeys } from './keys';

/** Whether someone is signed in; who it is, is the current-user query (current-user.ts). */
export type SessionStatus = 'loading' | 'signedOut' | 'signedIn';

/** A sign-in whose account has a role this entry point does not admit; no session was kept. */
export class RoleRefusedError extends Error {
  constructor(readonly role: string) {
    super(`Role ${role} is not admitted here`);
    this.name = 'RoleRefusedError';
  }
}

/** The password was right and the account asks for an authenticator code: call completeTwoFactor with the challenge. */
export class TwoFactorRequiredError extends Error {
  constructor(readonly challengeToken: string) {
    super('An authentication code is required');
    this.name = 'TwoFactorRequiredError';
  }
}

interface SessionContextValue {
  status: SessionStatus;
  /**
   * The role the access token carries, which the API enforces (null while signed out). Guards route by it;
   * the user's details are the current-user query's.
   */
  role: Role | null;
  /**
   * Signs in. With `allowedRoles`, an account of another role is signed straight out again and
   * RoleRefusedError is thrown, so no page ever sees that session (spec 6: each portal refuses other roles).
   */
  signIn(email: string, password: string, allowedRoles?: readonly string[]): Promise<User>;
  /** The code step of a two-factor sign-in (after TwoFactorRequiredError); admits roles as signIn does. */
  completeTwoFactor(challengeToken: string, code: string, allowedRoles?: readonly string[]): Promise<User>;
  signOut(): Promise<void>;
}

const SessionContext = createContext<SessionContextValue | null>(null);

/** Keeps a new session, unless its role is not admitted here (spec 6): then it is signed straight out again. */
async function admit(session: AuthResponse, allowedRoles: readonly string[] | undefined): Promise<User> {
  if (allowedRoles && !allowedRoles.includes(session.user.role)) {
    // The refresh cookie of that session was just set: revoke it before anything uses it.
    await api.post('/auth/logout', {}, { retryOn401: false }).catch(() => undefined);
    throw new RoleRefusedError(session.user.role);
  }
  const visitorLanguage = rememberedLanguage();
  if (!visitorLanguage || visitorLanguage === accountLanguage(session.user)) {
    setSession(session);
    return session.user;
  }
  // The visitor chose this language on this device before signing in: the newer choice, so the account takes it.
  const user = { ...session.user, language: visitorLanguage };
  setSession({ ...session, user });
  saveAccountLanguage(visitorLanguage).catch(() => undefined);
  return user;
}

/**
 * Holds whether someone is signed in and the role their token carries (the tokens themselves stay in
 * api-client). On start it restores the session from the refresh cookie. Each new session hands its
 * user to the current-user query, where every screen reads the user.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [auth, setAuth] = useState<{ status: SessionStatus; role: Role | null }>({ status: 'loading', role: null });
  /** The user whose account language was last shown: once per signed-in user, so a switch made since wins. */
  const languageShownFor = useRef<string | null>(null);

  useEffect(() => {
    const unsubscribe = onSessionChange((session) => {
      if (session) queryClient.setQueryData(currentUserKeys.all, session.user);
      else queryClient.removeQueries({ queryKey: currentUserKeys.all });
      if (session && languageShownFor.current !== session.user.id) {
        languageShownFor.current = session.user.id;
        // A session starts (sign-in, or the session restored on load): the page speaks the account's language.
        const language = accountLanguage(session.user);
        if (language && language !== currentLanguage()) {
          showLanguage(language);
          rememberLanguage(language);
        }
      }
      if (!session) languageShownFor.current = null;
      setAuth(session ? { status: 'signedIn', role: session.user.role } : { status: 'signedOut', role: null });
    });
    void refreshSession().then((session) => {
      if (!session) setAuth({ status: 'signedOut', role: null });
    });
    return unsubscribe;
  }, [queryClient]);

  const value = useMemo<SessionContextValue>(
    () => ({
      ...auth,
      async signIn(email, password, allowedRoles) {
        const answer = await api.post<LoginResponse>('/auth/login', { email, password }, { retryOn401: false });
        if ('twoFactorRequired' in answer) throw new TwoFactorRequiredError(answer.challengeToken);
        return admit(answer, allowedRoles);
      },
      async completeTwoFactor(challengeToken, code, allowedRoles) {
        const session = await api.post<AuthResponse>('/auth/login/two-factor', { challengeToken, code }, { retryOn401: false });
        return admit(session, allowedRoles);
      },
      async signOut() {
        try {
          await api.post('/auth/logout', {}, { retryOn401: false });
        } catch (error) {
          // Spec 7.3: logout is awaited; its errors are only logged. The local session ends regardless.
          console.warn('Sign-out request failed', error);
        }
        setSession(null);
      },
    }),
    [auth],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}

/** The signed-in role, or null: signed out, or rendered outside a session provider (a pane on its own). */
export function useSessionRole(): Role | null {
  return useContext(SessionContext)?.role ?? null;
}

/** The portal a role lands in; any other role goes to the sign-in page (spec 2.2). */
export function portalPathFor(role: string | undefined): string {
  return role && role in PORTAL_BY_ROLE ? PORTAL_BY_ROLE[role as keyof typeof PORTAL_BY_ROLE] : '/portal';
}
