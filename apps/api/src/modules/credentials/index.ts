import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createPasswordPolicy, type PasswordPolicy } from './password-policy';
import { createSignInFailuresRepository } from './sign-in-failures-repository';
import { createSignInThrottle, type SignInThrottle } from './sign-in-throttle';

export { decoyPasswordHash, hashPassword, isCommonPassword, verifyPassword } from './passwords';
export type { PasswordPolicy } from './password-policy';
export type { SignInThrottle } from './sign-in-throttle';

declare module 'fastify' {
  interface FastifyInstance {
    /** The passwordComplexity rule of the system settings and the common-password list. */
    passwordPolicy: PasswordPolicy;
    /** Failed password guesses per account and client address: slowed, then refused (issue 11, finding 2). */
    signInThrottle: SignInThrottle;
  }
}

/** What proves an account: password hashing and rules, and the throttle on wrong guesses. */
export default fp(
  async (app: FastifyInstance) => {
    app.decorate('passwordPolicy', createPasswordPolicy(app.settings));
    app.decorate(
      'signInThrottle',
      createSignInThrottle({
        failures: createSignInFailuresRepository(app.database.db),
        maxAttempts: async () => (await app.settings.get()).security.maxLoginAttempts,
        accountId: async (email) => (await app.users.findByEmail(email))?.id ?? null,
        audit: app.audit,
        now: app.clock.now,
      }),
    );
  },
  { name: 'credentials', dependencies: ['database', 'audit', 'settings', 'users'] },
);
