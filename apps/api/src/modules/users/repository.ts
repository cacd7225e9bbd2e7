import { DEFAULT_LANGUAGE, isLanguage, userSchema, type Language, type NotificationPreferences, type Role, type User } from '@ctp/domain';
import type { Kysely, Selectable } from 'kysely';
import type { Database, UserPreferencesTable, UsersTable } from '../../db/schema';
import { nowIso } from '../../lib/time';

/** Every column of an account but the password hash, which is read only where a password is verified (`passwordHashOf`). */
type AccountRow = Omit<Selectable<UsersTable>, 'password_hash'>;

/** An account as it travels through the services: the user the API shows, and what only the server reads. */
export interface Account extends User {
  updatedAt: string;
  suspensionReason: string | null;
  suspendedAt: string | null;
  /** When a temporary password an administrator set stops working. */
  passwordExpiresAt: string | null;
  /** The TOTP secret, encrypted at rest; set once enrolment starts. */
  totpSecret: string | null;
  /** Set once the first code confirmed the enrolment. */
  totpEnabledAt: string | null;
}

export const ACCOUNT_COLUMNS = [
  'id',
  'email',
  'first_name',
  'last_name',
  'role',
  'status',
  'email_verified',
  'phone_verified',
  'kyc_status',
  'company_name',
  'phone_number',
  'country',
  'created_at',
  'updated_at',
  'last_login_at',
  'suspension_reason',
  'must_change_password',
  'password_expires_at',
  'suspended_at',
  'totp_secret',
  'totp_enabled_at',
  'language',
] as const satisfies ReadonlyArray<keyof AccountRow>;

export function toAccount(row: AccountRow): Account {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    role: row.role as User['role'],
    status: row.status as User['status'],
    emailVerified: row.email_verified === 1,
    phoneVerified: row.phone_verified === 1,
    kycStatus: row.kyc_status as User['kycStatus'],
    createdAt: row.created_at,
    lastLoginAt: row.last_login_at,
    companyName: row.company_name,
    phoneNumber: row.phone_number,
    country: row.country,
    mustChangePassword: row.must_change_password === 1,
    twoFactorEnabled: row.totp_enabled_at !== null,
    language: isLanguage(row.language) ? row.language : DEFAULT_LANGUAGE,
    updatedAt: row.updated_at,
    suspensionReason: row.suspension_reason,
    suspendedAt: row.suspended_at,
    passwordExpiresAt: row.password_expires_at,
    totpSecret: row.totp_secret,
    totpEnabledAt: row.totp_enabled_at,
  };
}

export const optionalAccount = (row: AccountRow | undefined): Account | undefined => (row ? toAccount(row) : undefined);

const USER_KEYS = Object.keys(userSchema.shape) as Array<keyof User>;

/** The API's view of an account: what the user may see of it. */
export const toUser = (account: Account): User => Object.fromEntries(USER_KEYS.map((key) => [key, account[key]])) as User;

export interface NewUser {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  role: Role;
  companyName?: string | undefined;
  phoneNumber?: string | undefined;
  /**
   * Only self-registration starts unverified (it passes false); the seed, the admin CLI and accounts an
   * administrator creates count as verified, so the default is true.
   */
  emailVerified?: boolean;
  /** An administrator's temporary password: it stops working at this time and must be replaced at first sign-in. */
  temporaryPasswordExpiresAt?: string;
  /** The account's language; English unless the person chose Arabic when registering. */
  language?: Language | undefined;
}

/** The details a user edits on their profile; null clears an optional one. */
export interface ProfileChanges {
  firstName: string;
  lastName: string;
  companyName: string | null;
  phoneNumber: string | null;
}

export interface StoredPreferences {
  preferences: NotificationPreferences;
  updatedAt: string;
}

function toPreferences(row: Selectable<UserPreferencesTable>): StoredPreferences {
  return {
    preferences: {
      emailNotifications: row.email_notifications === 1,
      smsNotifications: row.sms_notifications === 1,
      pushNotifications: row.push_notifications === 1,
      priceAlerts: row.price_alerts === 1,
      weeklyBrief: row.weekly_brief === 1,
    },
    updatedAt: row.updated_at,
  };
}

const flag = (value: boolean) => (value ? 1 : 0);

export function createUsersRepository(db: Kysely<Database>) {
  return {
    findById: async (id: string): Promise<Account | undefined> =>
      optionalAccount(await db.selectFrom('users').select(ACCOUNT_COLUMNS).where('id', '=', id).executeTakeFirst()),

    /** The stored hash, for verifying a password (sign-in, password change, turning two-factor off). */
    passwordHashOf: async (id: string): Promise<string | undefined> =>
      (await db.selectFrom('users').select('password_hash').where('id', '=', id).executeTakeFirst())?.password_hash,

    findByEmail: async (email: string): Promise<Account | undefined> =>
      optionalAccount(await db.selectFrom('users').select(ACCOUNT_COLUMNS).where('email', '=', email.toLowerCase()).executeTakeFirst()),

    count: async () => {
      const row = await db.selectFrom('users').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Records that the user accepted the terms of `version` at `at` (registration); once per user and version. */
    async recordTermsAcceptance(userId: string, version: string, at: string, trx: Kysely<Database> = db): Promise<void> {
      await trx
        .insertInto('terms_acceptances')
        .values({ user_id: userId, terms_version: version, accepted_at: at })
        .onConflict((oc) => oc.columns(['user_id', 'terms_version']).doNothing())
        .execute();
    },

    /** The terms the user accepted, newest first. */
    termsAcceptancesOf: async (userId: string): Promise<Array<{ version: string; acceptedAt: string }>> =>
      (await db.selectFrom('terms_acceptances').select(['terms_version', 'accepted_at']).where('user_id', '=', userId).orderBy('accepted_at', 'desc').execute()).map(
        (r) => ({ version: r.terms_version, acceptedAt: r.accepted_at }),
      ),

    /** Creates an active user with spec 3's defaults; undefined when the email is taken. */
    async insert(user: NewUser, trx: Kysely<Database> = db): Promise<Account | undefined> {
      const now = nowIso();
      const row: Selectable<UsersTable> = {
        id: crypto.randomUUID(),
        email: user.email.toLowerCase(),
        password_hash: user.passwordHash,
        first_name: user.firstName,
        last_name: user.lastName,
        role: user.role,
        status: 'active',
        email_verified: user.emailVerified === false ? 0 : 1,
        phone_verified: 0,
        kyc_status: 'pending',
        company_name: user.companyName ?? null,
        phone_number: user.phoneNumber ?? null,
        country: 'Unknown',
        created_at: now,
        updated_at: now,
        last_login_at: null,
        suspension_reason: null,
        must_change_password: user.temporaryPasswordExpiresAt ? 1 : 0,
        password_expires_at: user.temporaryPasswordExpiresAt ?? null,
        suspended_at: null,
        totp_secret: null,
        totp_enabled_at: null,
        language: user.language ?? DEFAULT_LANGUAGE,
      };
      const inserted = await trx
        .insertInto('users')
        .values(row)
        .onConflict((oc) => oc.column('email').doNothing())
        .returning(ACCOUNT_COLUMNS)
        .executeTakeFirst();
      return optionalAccount(inserted);
    },

    recordSuccessfulLogin: (id: string) => db.updateTable('users').set({ last_login_at: nowIso() }).where('id', '=', id).execute(),

    /** A password the user chose (change or reset): it replaces any temporary one, so the flag and expiry go. */
    setPassword: (id: string, passwordHash: string) =>
      db
        .updateTable('users')
        .set({
          password_hash: passwordHash,
          must_change_password: 0,
          password_expires_at: null,
          updated_at: nowIso(),
        })
        .where('id', '=', id)
        .execute(),

    markEmailVerified: (id: string) =>
      db.updateTable('users').set({ email_verified: 1, updated_at: nowIso() }).where('id', '=', id).execute(),

    /**
     * Changes the profile details; a changed phone number is no longer verified. Undefined when the
     * user is gone.
     */
    async update(id: string, changes: ProfileChanges): Promise<Account | undefined> {
      const current = await db.selectFrom('users').select('phone_number').where('id', '=', id).executeTakeFirst();
      if (!current) return undefined;
      const updated = await db
        .updateTable('users')
        .set({
          first_name: changes.firstName,
          last_name: changes.lastName,
          company_name: changes.companyName,
          phone_number: changes.phoneNumber,
          ...(current.phone_number !== changes.phoneNumber ? { phone_verified: 0 } : {}),
          updated_at: nowIso(),
        })
        .where('id', '=', id)
        .returning(ACCOUNT_COLUMNS)
        .executeTakeFirst();
      return optionalAccount(updated);
    },

    /** Changes the account's language; undefined when the user is gone. */
    async setLanguage(id: string, language: Language): Promise<Account | undefined> {
      const updated = await db
        .updateTable('users')
        .set({ language, updated_at: nowIso() })
        .where('id', '=', id)
        .returning(ACCOUNT_COLUMNS)
        .executeTakeFirst();
      return optionalAccount(updated);
    },

    /** The saved notification preferences, or undefined while the user has the defaults. */
    async findPreferences(userId: string): Promise<StoredPreferences | undefined> {
      const row = await db.selectFrom('user_preferences').selectAll().where('user_id', '=', userId).executeTakeFirst();
      return row ? toPreferences(row) : undefined;
    },

    async savePreferences(userId: string, preferences: NotificationPreferences): Promise<StoredPreferences> {
      const values = {
        email_notifications: flag(preferences.emailNotifications),
        sms_notifications: flag(preferences.smsNotifications),
        push_notifications: flag(preferences.pushNotifications),
        price_alerts: flag(preferences.priceAlerts),
        weekly_brief: flag(preferences.weeklyBrief),
        updated_at: nowIso(),
      };
      const row = await db
        .insertInto('user_preferences')
        .values({ user_id: userId, ...values })
        .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
        .returningAll()
        .executeTakeFirstOrThrow();
      return toPreferences(row);
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
