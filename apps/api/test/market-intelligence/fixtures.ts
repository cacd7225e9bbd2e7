import type { Role } from '@ctp/domain';
import { hashPassword } from '../../src/modules/credentials/passwords';
import { PASSWORD, RELAXED, signIn, uniqueEmail } from '../auth/fixtures';
import { buildTestApp, type TestApp } from '../helpers';

export interface Member {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  companyName: string;
  role: Role;
  token: string;
}

let passwordHash: Promise<string> | undefined;

/** An active, signed-in account of the role, created through the users repository. */
export async function member(t: TestApp, role: Role, names: { firstName?: string; lastName?: string; companyName?: string } = {}): Promise<Member> {
  passwordHash ??= hashPassword(PASSWORD);
  const details = {
    firstName: names.firstName ?? (role === 'seller' ? 'Karim' : role === 'admin' ? 'Layla' : 'Amira'),
    lastName: names.lastName ?? 'Haddad',
    companyName: names.companyName ?? 'Gulf Bullion Buyers LLC',
  };
  const row = await t.app.users.insert({ email: uniqueEmail(role), passwordHash: await passwordHash, role, emailVerified: true, ...details });
  if (!row) throw new Error('account not created');
  const session = await signIn(t.app, { email: row.email, password: PASSWORD });
  return { id: row.id, email: row.email, role, token: session.accessToken, ...details };
}

/** A test app with relaxed sign-in limits; `env` and `now` as buildTestApp takes them. */
export const marketApp = (env: Record<string, string> = {}, now?: () => number) =>
  buildTestApp({ ...RELAXED, INQUIRY_RATE_LIMIT_PER_HOUR: '10000', ...env }, now ? { now } : {});

export const DAY_MS = 24 * 60 * 60 * 1000;
/** YYYY-MM-DD `days` before `ms`. */
export const dayBefore = (ms: number, days: number) => new Date(ms - days * DAY_MS).toISOString().slice(0, 10);
