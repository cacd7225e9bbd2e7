import { API_TOKEN_SCOPES, companyKeyOf, type ApiToken, type ApiTokenScope, type EnterpriseCompanyUser, type EnterpriseGrant, type Role } from '@ctp/domain';
import type { Selectable } from 'kysely';
import type { Executor } from '../../db/connection';
import type { ApiTokensTable } from '../../db/schema';

/** A grant with the key it is found by. */
export interface StoredGrant extends EnterpriseGrant {
  companyKey: string;
}

/** One spelling of a company name among the users, and how many users typed it so. */
export interface CompanySpelling {
  companyName: string;
  users: number;
}

/** The grant a user is a member of, as far as their package goes. */
export interface Membership {
  companyKey: string;
  companyName: string;
  grantedAt: string;
}

/** A user as far as their package goes: their role, their company as typed, and the grant they are a member of. */
export interface PackageHolder {
  id: string;
  role: Role;
  companyName: string | null;
  membership: Membership | null;
}

/** A user of a company, with the company name they typed. */
export interface CompanyUser extends EnterpriseCompanyUser {
  companyName: string | null;
}

/** A member of a grant, with their company name as typed now and who added them. */
export interface StoredMember extends CompanyUser {
  grantId: string;
  addedAt: string;
  addedByEmail: string | null;
}

/** What authenticating a personal API token reads: the token and its owner, in one query. */
export interface TokenWithOwner {
  id: string;
  scopes: ApiTokenScope[];
  revokedAt: string | null;
  expiresAt: string | null;
  lastUsedAt: string | null;
  owner: {
    id: string;
    email: string;
    role: Role;
    status: string;
    companyName: string | null;
    membership: Membership | null;
    emailVerified: boolean;
    mustChangePassword: boolean;
  };
}

export interface NewApiTokenRow {
  id: string;
  userId: string;
  name: string;
  scopes: ApiTokenScope[];
  tokenHash: string;
  last4: string;
  createdAt: string;
  expiresAt: string | null;
}

interface GrantRow {
  id: string;
  company_key: string;
  company_name: string;
  granted_at: string;
  granted_by_email: string | null;
}

/** SQLite and PostgreSQL both take this many bound values in one IN list, with room to spare. */
const ID_CHUNK = 500;

const chunks = <T>(items: readonly T[]): T[][] => Array.from({ length: Math.ceil(items.length / ID_CHUNK) }, (_, i) => items.slice(i * ID_CHUNK, (i + 1) * ID_CHUNK));

const toGrant = (row: GrantRow): StoredGrant => ({
  id: row.id,
  companyKey: row.company_key,
  companyName: row.company_name,
  grantedAt: row.granted_at,
  grantedBy: row.granted_by_email,
});

const toMembership = (row: { member_company_key: string | null; member_company_name: string | null; member_granted_at: string | null }): Membership | null =>
  row.member_company_key !== null && row.member_company_name !== null && row.member_granted_at !== null
    ? { companyKey: row.member_company_key, companyName: row.member_company_name, grantedAt: row.member_granted_at }
    : null;

const toCompanyUser = (row: { id: string; first_name: string; last_name: string; email: string; role: string; company_name: string | null }): CompanyUser => ({
  id: row.id,
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  role: row.role as Role,
  companyName: row.company_name,
});

const COMPANY_USER_COLUMNS = ['users.id', 'users.first_name', 'users.last_name', 'users.email', 'users.role', 'users.company_name'] as const;

const parseScopes = (stored: string): ApiTokenScope[] => {
  const listed = JSON.parse(stored) as unknown;
  return API_TOKEN_SCOPES.filter((scope) => Array.isArray(listed) && listed.includes(scope));
};

const toApiToken = (row: Selectable<ApiTokensTable>): ApiToken => ({
  id: row.id,
  name: row.name,
  scopes: parseScopes(row.scopes),
  hint: `ctp_…${row.last4}`,
  createdAt: row.created_at,
  lastUsedAt: row.last_used_at,
  expiresAt: row.expires_at,
});

/** The enterprise_grants, enterprise_members and api_tokens tables, and the users' company names they are matched against. */
export function createEnterpriseRepository(db: Executor) {
  // The granting administrator is shown by email.
  const grants = () =>
    db
      .selectFrom('enterprise_grants')
      .leftJoin('users', 'users.id', 'enterprise_grants.granted_by')
      .select([
        'enterprise_grants.id',
        'enterprise_grants.company_key',
        'enterprise_grants.company_name',
        'enterprise_grants.granted_at',
        'users.email as granted_by_email',
      ]);

  // A user with the grant they are a member of (if any), read with whatever else the query selects from users.
  const usersWithMembership = () =>
    db
      .selectFrom('users')
      .leftJoin('enterprise_members', 'enterprise_members.user_id', 'users.id')
      .leftJoin('enterprise_grants', 'enterprise_grants.id', 'enterprise_members.grant_id')
      .select([
        'enterprise_grants.company_key as member_company_key',
        'enterprise_grants.company_name as member_company_name',
        'enterprise_grants.granted_at as member_granted_at',
      ]);

  return {
    /* -------------------------------------------------------------- grants */

    async findGrantById(id: string): Promise<StoredGrant | undefined> {
      const row = await grants().where('enterprise_grants.id', '=', id).executeTakeFirst();
      return row && toGrant(row);
    },

    async listGrants(): Promise<StoredGrant[]> {
      return (await grants().execute()).map(toGrant);
    },

    /** False when the company already has a grant (the unique key refuses a second, even from another instance). */
    async insertGrant(grant: { id: string; companyName: string; grantedBy: string; grantedAt: string }): Promise<boolean> {
      const inserted = await db
        .insertInto('enterprise_grants')
        .values({ id: grant.id, company_key: companyKeyOf(grant.companyName), company_name: grant.companyName, granted_by: grant.grantedBy, granted_at: grant.grantedAt })
        .onConflict((oc) => oc.column('company_key').doNothing())
        .returning('id')
        .executeTakeFirst();
      return inserted !== undefined;
    },

    /** Deletes the grant and its memberships; false when there was none (another administrator was first). */
    async deleteGrant(id: string): Promise<boolean> {
      await db.deleteFrom('enterprise_members').where('grant_id', '=', id).execute();
      const deleted = await db.deleteFrom('enterprise_grants').where('id', '=', id).executeTakeFirst();
      return Number(deleted.numDeletedRows) > 0;
    },

    /* -------------------------------------------------------------- members */

    /** The members of these grants, by name. */
    async membersOf(grantIds: readonly string[]): Promise<StoredMember[]> {
      if (grantIds.length === 0) return [];
      const rows = await db
        .selectFrom('enterprise_members')
        .innerJoin('users', 'users.id', 'enterprise_members.user_id')
        .leftJoin('users as adders', 'adders.id', 'enterprise_members.added_by')
        .select([...COMPANY_USER_COLUMNS, 'enterprise_members.grant_id', 'enterprise_members.added_at', 'adders.email as added_by_email'])
        .where('enterprise_members.grant_id', 'in', grantIds)
        .orderBy('users.first_name')
        .orderBy('users.last_name')
        .orderBy('users.id')
        .execute();
      return rows.map((row) => ({ ...toCompanyUser(row), grantId: row.grant_id, addedAt: row.added_at, addedByEmail: row.added_by_email }));
    },

    async memberIdsOf(grantId: string): Promise<string[]> {
      const rows = await db.selectFrom('enterprise_members').select('user_id').where('grant_id', '=', grantId).execute();
      return rows.map((row) => row.user_id);
    },

    /**
     * Makes these users members of the grant, moving any of them from another grant they left; answers those who were
     * not members of it already.
     */
    async addMembers(grantId: string, userIds: readonly string[], addedBy: string | null, addedAt: string): Promise<string[]> {
      const already = new Set<string>();
      for (const ids of chunks(userIds)) {
        const rows = await db.selectFrom('enterprise_members').select('user_id').where('grant_id', '=', grantId).where('user_id', 'in', ids).execute();
        for (const row of rows) already.add(row.user_id);
      }
      const adding = userIds.filter((id) => !already.has(id));
      for (const ids of chunks(adding)) {
        await db
          .insertInto('enterprise_members')
          .values(ids.map((id) => ({ user_id: id, grant_id: grantId, added_by: addedBy, added_at: addedAt })))
          .onConflict((oc) =>
            oc.column('user_id').doUpdateSet((eb) => ({
              grant_id: eb.ref('excluded.grant_id'),
              added_by: eb.ref('excluded.added_by'),
              added_at: eb.ref('excluded.added_at'),
            })),
          )
          .execute();
      }
      return adding;
    },

    /** False when the user is no member of this grant. */
    async removeMember(grantId: string, userId: string): Promise<boolean> {
      const deleted = await db.deleteFrom('enterprise_members').where('grant_id', '=', grantId).where('user_id', '=', userId).executeTakeFirst();
      return Number(deleted.numDeletedRows) > 0;
    },

    /* -------------------------------------------------------------- companies */

    /** Every company name the users typed, spelled as typed, with its number of users. */
    async companySpellings(): Promise<CompanySpelling[]> {
      const rows = await db
        .selectFrom('users')
        .select(['company_name', (eb) => eb.fn.countAll<number | string>().as('users')])
        .where('company_name', 'is not', null)
        .groupBy('company_name')
        .execute();
      return rows.map((row) => ({ companyName: row.company_name!, users: Number(row.users) }));
    },

    async holders(userIds: readonly string[]): Promise<PackageHolder[]> {
      const found: PackageHolder[] = [];
      for (const ids of chunks(userIds)) {
        const rows = await usersWithMembership().select(['users.id', 'users.role', 'users.company_name']).where('users.id', 'in', ids).execute();
        found.push(...rows.map((row) => ({ id: row.id, role: row.role as Role, companyName: row.company_name, membership: toMembership(row) })));
      }
      return found;
    },

    /** Users whose company name is spelled exactly as one of these (the spellings of companySpellings). */
    async usersNamed(companyNames: readonly string[]): Promise<CompanyUser[]> {
      const found: CompanyUser[] = [];
      for (const names of chunks(companyNames)) {
        const rows = await db
          .selectFrom('users')
          .select(COMPANY_USER_COLUMNS)
          .where('users.company_name', 'in', names)
          .orderBy('users.first_name')
          .orderBy('users.last_name')
          .orderBy('users.id')
          .execute();
        found.push(...rows.map(toCompanyUser));
      }
      return found;
    },

    async usersByIds(userIds: readonly string[]): Promise<CompanyUser[]> {
      const found: CompanyUser[] = [];
      for (const ids of chunks(userIds)) found.push(...(await db.selectFrom('users').select(COMPANY_USER_COLUMNS).where('users.id', 'in', ids).execute()).map(toCompanyUser));
      return found;
    },

    /**
     * The users whose company has this key, whatever their status (a suspended user's tokens are revoked too). SQL
     * cannot compute the key portably (collapsing inner spaces), so every company name is read and keyed here.
     */
    async usersOfCompany(companyKey: string): Promise<Array<{ id: string; role: Role }>> {
      const rows = await db.selectFrom('users').select(['id', 'role', 'company_name']).where('company_name', 'is not', null).execute();
      return rows.filter((row) => companyKeyOf(row.company_name!) === companyKey).map((row) => ({ id: row.id, role: row.role as Role }));
    },

    /* -------------------------------------------------------------- tokens */

    async insertToken(token: NewApiTokenRow): Promise<ApiToken> {
      const row = {
        id: token.id,
        user_id: token.userId,
        name: token.name,
        scopes: JSON.stringify(token.scopes),
        token_hash: token.tokenHash,
        last4: token.last4,
        created_at: token.createdAt,
        last_used_at: null,
        revoked_at: null,
        expires_at: token.expiresAt,
      };
      await db.insertInto('api_tokens').values(row).execute();
      return toApiToken(row);
    },

    /** The user's tokens that are not revoked, newest first. */
    async listTokens(userId: string): Promise<ApiToken[]> {
      const rows = await db
        .selectFrom('api_tokens')
        .selectAll()
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return rows.map(toApiToken);
    },

    /** The user's tokens that still work: neither revoked nor expired at `at`. */
    async countUsableTokens(userId: string, at: string): Promise<number> {
      const row = await db
        .selectFrom('api_tokens')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', at)]))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Revokes the user's own token; false when they have none of that id that is not revoked already. */
    async revokeOwnToken(userId: string, id: string, at: string): Promise<boolean> {
      const result = await db
        .updateTable('api_tokens')
        .set({ revoked_at: at })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Revokes every token of these users that is not revoked yet; answers how many. */
    async revokeTokensOf(userIds: readonly string[], at: string): Promise<number> {
      let revoked = 0;
      for (const ids of chunks(userIds)) {
        const result = await db.updateTable('api_tokens').set({ revoked_at: at }).where('user_id', 'in', ids).where('revoked_at', 'is', null).executeTakeFirst();
        revoked += Number(result.numUpdatedRows);
      }
      return revoked;
    },

    async findTokenWithOwner(tokenHash: string): Promise<TokenWithOwner | undefined> {
      const row = await usersWithMembership()
        .innerJoin('api_tokens', 'api_tokens.user_id', 'users.id')
        .select([
          'api_tokens.id',
          'api_tokens.scopes',
          'api_tokens.revoked_at',
          'api_tokens.expires_at',
          'api_tokens.last_used_at',
          'users.id as owner_id',
          'users.email',
          'users.role',
          'users.status',
          'users.company_name',
          'users.email_verified',
          'users.must_change_password',
        ])
        .where('api_tokens.token_hash', '=', tokenHash)
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        id: row.id,
        scopes: parseScopes(row.scopes),
        revokedAt: row.revoked_at,
        expiresAt: row.expires_at,
        lastUsedAt: row.last_used_at,
        owner: {
          id: row.owner_id,
          email: row.email,
          role: row.role as Role,
          status: row.status,
          companyName: row.company_name,
          membership: toMembership(row),
          emailVerified: row.email_verified === 1,
          mustChangePassword: row.must_change_password === 1,
        },
      };
    },

    /** Records a use, unless one was recorded after `since` (another request, maybe on another instance). */
    async touchToken(id: string, at: string, since: string): Promise<void> {
      await db
        .updateTable('api_tokens')
        .set({ last_used_at: at })
        .where('id', '=', id)
        .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<=', since)]))
        .execute();
    },
  };
}

export type EnterpriseRepository = ReturnType<typeof createEnterpriseRepository>;
