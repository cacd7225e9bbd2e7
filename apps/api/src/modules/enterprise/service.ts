import {
  ENTERPRISE_ERROR_CODES,
  ENTERPRISE_TEXTS,
  companyKeyOf,
  pageCount,
  type EnterpriseCompany,
  type EnterpriseCompanyListParams,
  type EnterpriseCompanyUser,
  type EnterpriseGrant,
  type EnterpriseMember,
  type MarketPackage,
} from '@ctp/domain';
import type { Store } from '../../db/store';
import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/time';
import type { Principal } from '../../plugins/access';
import type { AuditLog } from '../audit';
import type { CompanySpelling, CompanyUser, EnterpriseRepository, PackageHolder, StoredGrant, StoredMember } from './repository';

/** The administrator acting, and from where (for the audit trail). */
export interface AdminContext {
  actor: Principal;
  ip: string | null;
}

export interface EnterpriseServiceDeps {
  store: Store<EnterpriseRepository>;
  audit: AuditLog;
  now: () => number;
}

export const enterpriseRequired = () => new AppError(403, ENTERPRISE_ERROR_CODES.required, ENTERPRISE_TEXTS.required);

const BASIC: MarketPackage = { package: 'basic', grantedTo: null, grantedAt: null, apiTokens: false, awaitingCompany: null };
/** The desk sees every feature; API tokens are for customers (a desk account's token would read every deal). */
const DESK: MarketPackage = { package: 'enterprise', grantedTo: null, grantedAt: null, apiTokens: false, awaitingCompany: null };

const toGrant = ({ companyKey: _key, ...grant }: StoredGrant): EnterpriseGrant => grant;
const toCompanyUser = ({ id, firstName, lastName, email, role }: CompanyUser): EnterpriseCompanyUser => ({ id, firstName, lastName, email, role });
const toMember = (member: StoredMember, companyKey: string): EnterpriseMember => ({
  ...toCompanyUser(member),
  addedAt: member.addedAt,
  addedBy: member.addedByEmail,
  leftCompany: !member.companyName || companyKeyOf(member.companyName) !== companyKey,
});

/** Members are customers: the desk sees every feature without a grant. */
const mayBeMember = (user: { role: string }) => user.role !== 'admin';
const inCompany = (user: { companyName: string | null }, companyKey: string) => user.companyName !== null && companyKeyOf(user.companyName) === companyKey;

/**
 * Which package a user has (docs/decisions/027): the desk sees every feature; anyone else has Enterprise while they
 * are a member of a grant and their company name still has its key. A company name is typed by its user, so the name
 * alone gives nothing: the desk confirms each member.
 */
export function packageOfHolder({ role, companyName, membership }: Omit<PackageHolder, 'id'>): MarketPackage {
  if (role === 'admin') return DESK;
  if (!membership || !inCompany({ companyName }, membership.companyKey)) return BASIC;
  return { package: 'enterprise', grantedTo: membership.companyName, grantedAt: membership.grantedAt, apiTokens: true, awaitingCompany: null };
}

/** The spelling most of a company's users typed, its spaces tidied (ties: code-point order, capitals first). */
function commonSpelling(spellings: CompanySpelling[]): string {
  const tidy = spellings.map((s) => ({ name: s.companyName.trim().replace(/\s+/g, ' '), users: s.users }));
  return tidy.sort((a, b) => b.users - a.users || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))[0]!.name;
}

/**
 * Which package each user has (issue 18), and the desk's grants: list the companies with their members and the users
 * awaiting confirmation, grant (its company's current users become members), add and remove members, revoke (which
 * also revokes the API tokens of its members and users, in the same transaction).
 */
export function createEnterpriseService({ store, audit, now }: EnterpriseServiceDeps) {
  async function packageOf(caller: Principal): Promise<MarketPackage> {
    if (caller.role === 'admin') return DESK;
    const [holder] = await store.holders([caller.id]);
    const plan = holder ? packageOfHolder(holder) : BASIC;
    if (plan.package === 'enterprise' || !holder?.companyName) return plan;
    // Basic, naming a company: is it one the desk granted, which has yet to confirm this user?
    const companyKey = companyKeyOf(holder.companyName);
    const grant = (await store.listGrants()).find((g) => g.companyKey === companyKey);
    return grant ? { ...plan, awaitingCompany: grant.companyName } : plan;
  }

  const record = (ctx: AdminContext, action: string, target: string, details: Record<string, unknown>) =>
    audit.record({ action, actorId: ctx.actor.id, actorEmail: ctx.actor.email, target, ip: ctx.ip, details });

  async function grantOrNotFound(repo: EnterpriseRepository, grantId: string): Promise<StoredGrant> {
    const grant = await repo.findGrantById(grantId);
    if (!grant) throw AppError.notFound(ENTERPRISE_TEXTS.grantNotFound);
    return grant;
  }

  /** The members of the granted companies on a page, and their traders and sellers who are not members yet. */
  async function membershipOfPage(grants: readonly StoredGrant[], spellings: readonly CompanySpelling[]) {
    const keys = new Set(grants.map((grant) => grant.companyKey));
    const names = spellings.map((s) => s.companyName).filter((name) => keys.has(companyKeyOf(name)));
    const [members, users] = await Promise.all([store.membersOf(grants.map((grant) => grant.id)), store.usersNamed(names)]);
    return (grant: StoredGrant) => {
      const own = members.filter((member) => member.grantId === grant.id);
      const memberIds = new Set(own.map((member) => member.id));
      return {
        members: own.map((member) => toMember(member, grant.companyKey)),
        awaiting: users.filter((user) => mayBeMember(user) && inCompany(user, grant.companyKey) && !memberIds.has(user.id)).map(toCompanyUser),
      };
    };
  }

  return {
    packageOf,

    /** For the routes that are Enterprise features (`config.enterprise`, plugins/access.ts). */
    async assertEnterprise(caller: Principal): Promise<void> {
      if ((await packageOf(caller)).package !== 'enterprise') throw enterpriseRequired();
    },

    /** The given users who have Enterprise, in the given order (the weekly brief's audience). */
    async enterpriseAmong(userIds: readonly string[]): Promise<string[]> {
      if (userIds.length === 0) return [];
      const entitled = new Set((await store.holders(userIds)).filter((holder) => packageOfHolder(holder).package === 'enterprise').map((holder) => holder.id));
      return userIds.filter((id) => entitled.has(id));
    },

    /**
     * Every company among the users (names that differ only in case and spacing are one), and every granted company
     * even when none of its users is left; granted first, then by name. A granted company lists its members and the
     * users awaiting the desk's confirmation.
     */
    async listCompanies({ q, page, limit }: EnterpriseCompanyListParams) {
      const [spellings, grants] = await Promise.all([store.companySpellings(), store.listGrants()]);
      const byKey = new Map<string, CompanySpelling[]>();
      for (const spelling of spellings) {
        const key = companyKeyOf(spelling.companyName);
        if (key) byKey.set(key, [...(byKey.get(key) ?? []), spelling]);
      }
      const grantByKey = new Map(grants.map((grant) => [grant.companyKey, grant]));
      const companies = [...new Set([...byKey.keys(), ...grantByKey.keys()])].map((key) => {
        const named = byKey.get(key) ?? [];
        return {
          companyName: grantByKey.get(key)?.companyName ?? commonSpelling(named),
          userCount: named.reduce((sum, spelling) => sum + spelling.users, 0),
          grant: grantByKey.get(key) ?? null,
        };
      });
      const wanted = q ? companyKeyOf(q) : undefined;
      const listed = companies
        .filter((company) => !wanted || companyKeyOf(company.companyName).includes(wanted))
        .sort((a, b) => Number(b.grant !== null) - Number(a.grant !== null) || a.companyName.localeCompare(b.companyName, 'en', { sensitivity: 'base' }));
      const shown = listed.slice((page - 1) * limit, page * limit);
      const membershipOf = await membershipOfPage(
        shown.flatMap((company) => (company.grant ? [company.grant] : [])),
        spellings,
      );
      return {
        companies: shown.map(({ grant, ...company }): EnterpriseCompany => ({
          ...company,
          grant: grant ? toGrant(grant) : null,
          ...(grant ? membershipOf(grant) : { members: [], awaiting: [] }),
        })),
        total: listed.length,
        page,
        totalPages: pageCount(listed.length, limit),
      };
    },

    /**
     * Grants Enterprise to a company some user belongs to, and makes its traders and sellers of the moment members:
     * the desk vouches for who is there now, not for whoever types the name later. 409 when it has it already.
     */
    async grant(ctx: AdminContext, companyName: string): Promise<EnterpriseGrant> {
      const key = companyKeyOf(companyName);
      const grant = { id: crypto.randomUUID(), companyName, grantedBy: ctx.actor.id, grantedAt: nowIso(now()) };
      const members = await store.transaction(async (repo) => {
        const users = await repo.usersOfCompany(key);
        if (users.length === 0) throw new AppError(404, ENTERPRISE_ERROR_CODES.companyNotFound, ENTERPRISE_TEXTS.companyNotFound);
        if (!(await repo.insertGrant(grant))) throw new AppError(409, ENTERPRISE_ERROR_CODES.alreadyGranted, ENTERPRISE_TEXTS.alreadyGranted);
        return repo.addMembers(grant.id, users.filter(mayBeMember).map((user) => user.id), ctx.actor.id, grant.grantedAt);
      });
      await record(ctx, 'admin.enterprise.granted', grant.id, { companyName, members: members.length });
      return { id: grant.id, companyName, grantedAt: grant.grantedAt, grantedBy: ctx.actor.email };
    },

    /**
     * Confirms users who give the grant's company name as members (a member of another grant they left moves here).
     * All or none: any id that is not a trader or seller of the company now refuses the request with 409.
     */
    async addMembers(ctx: AdminContext, grantId: string, userIds: readonly string[]): Promise<{ added: number }> {
      const { grant, added } = await store.transaction(async (repo) => {
        const grant = await grantOrNotFound(repo, grantId);
        const eligible = new Set((await repo.usersByIds(userIds)).filter((user) => mayBeMember(user) && inCompany(user, grant.companyKey)).map((user) => user.id));
        const refused = userIds.filter((id) => !eligible.has(id));
        if (refused.length > 0) throw new AppError(409, ENTERPRISE_ERROR_CODES.notInCompany, ENTERPRISE_TEXTS.notInCompany, { userIds: refused });
        return { grant, added: await repo.addMembers(grant.id, userIds, ctx.actor.id, nowIso(now())) };
      });
      for (const userId of added) await record(ctx, 'admin.enterprise.member_added', userId, { grantId: grant.id, companyName: grant.companyName });
      return { added: added.length };
    },

    /** Takes a member's Enterprise away and revokes their API tokens with it. */
    async removeMember(ctx: AdminContext, grantId: string, userId: string): Promise<{ revokedTokens: number }> {
      const { grant, revokedTokens } = await store.transaction(async (repo) => {
        const grant = await grantOrNotFound(repo, grantId);
        if (!(await repo.removeMember(grant.id, userId))) throw AppError.notFound(ENTERPRISE_TEXTS.memberNotFound);
        return { grant, revokedTokens: await repo.revokeTokensOf([userId], nowIso(now())) };
      });
      // The audit log drops keys that name a token: this count is no secret, so it goes under another name.
      await record(ctx, 'admin.enterprise.member_removed', userId, { grantId: grant.id, companyName: grant.companyName, revokedCredentials: revokedTokens });
      return { revokedTokens };
    },

    /**
     * Takes Enterprise back and revokes every API token of its members and of the company's users with it, so none
     * outlives the grant (a token is also refused at each use once its owner has no Enterprise).
     */
    async revoke(ctx: AdminContext, grantId: string): Promise<{ revokedTokens: number }> {
      const { grant, revokedTokens } = await store.transaction(async (repo) => {
        const grant = await grantOrNotFound(repo, grantId);
        const holders = new Set([...(await repo.memberIdsOf(grant.id)), ...(await repo.usersOfCompany(grant.companyKey)).map((user) => user.id)]);
        if (!(await repo.deleteGrant(grant.id))) throw AppError.notFound(ENTERPRISE_TEXTS.grantNotFound);
        return { grant, revokedTokens: await repo.revokeTokensOf([...holders], nowIso(now())) };
      });
      // The audit log drops keys that name a token: this count is no secret, so it goes under another name.
      await record(ctx, 'admin.enterprise.revoked', grant.id, { companyName: grant.companyName, revokedCredentials: revokedTokens });
      return { revokedTokens };
    },
  };
}

export type EnterpriseService = ReturnType<typeof createEnterpriseService>;
