import {
  API_TOKEN_LIMITS,
  API_TOKEN_PREFIX,
  ENTERPRISE_ERROR_CODES,
  ENTERPRISE_TEXTS,
  type ApiTokenList,
  type ApiTokenScope,
  type CreatedApiToken,
  type ValidNewApiToken,
} from '@ctp/domain';
import { AppError } from '../../lib/app-error';
import { isoIn, nowIso } from '../../lib/time';
import { hashToken, randomToken } from '../../lib/tokens';
import type { Principal, SignedInUser, TokenBudget } from '../../plugins/access';
import type { LimitStore } from '../../plugins/limit-store';
import type { AuditLog } from '../audit';
import type { EnterpriseRepository } from './repository';
import { enterpriseRequired, packageOfHolder, type EnterpriseService } from './service';

export interface ApiTokenServiceDeps {
  repo: EnterpriseRepository;
  packages: Pick<EnterpriseService, 'packageOf'>;
  /** The shared rate-limit counters (the database, or Redis): every instance counts a token's requests together. */
  limits: LimitStore;
  audit: AuditLog;
  now: () => number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** A use is recorded at most this often per token: the list shows the minute, and a busy token costs no write per call. */
const TOUCH_INTERVAL_MS = 60_000;
/** `ctp_` and 43 base64url characters (32 random bytes). */
const SECRET_SHAPE = new RegExp(`^${API_TOKEN_PREFIX}[A-Za-z0-9_-]{43}$`);

const invalid = () => AppError.unauthorized(ENTERPRISE_TEXTS.tokenInvalid, ENTERPRISE_ERROR_CODES.tokenInvalid);

/**
 * Personal API tokens (issue 18, docs/decisions/027): an Enterprise grant's members (traders and sellers) create them
 * in Settings; the secret is answered once and only its SHA-256 is kept. A token reads, as its owner, what its scopes
 * name, within its own rate limit; revoking it, its expiry, its owner's suspension or loss of Enterprise end it.
 */
export function createApiTokenService({ repo, packages, limits, audit, now }: ApiTokenServiceDeps) {
  return {
    async list(userId: string): Promise<ApiTokenList> {
      return { tokens: await repo.listTokens(userId), max: API_TOKEN_LIMITS.perUser };
    },

    async create(caller: Principal, input: ValidNewApiToken, client: { ip: string | null }): Promise<Omit<CreatedApiToken, 'success' | 'message'>> {
      if (caller.role === 'admin') throw AppError.forbidden(ENTERPRISE_TEXTS.adminsHaveNoTokens);
      if (!(await packages.packageOf(caller)).apiTokens) throw enterpriseRequired();
      const at = now();
      // Count then insert: two creations at once could pass at 19 and make 21, which the cap's purpose tolerates.
      if ((await repo.countUsableTokens(caller.id, nowIso(at))) >= API_TOKEN_LIMITS.perUser) {
        throw new AppError(409, ENTERPRISE_ERROR_CODES.tokenLimit, ENTERPRISE_TEXTS.tokenLimit, { max: API_TOKEN_LIMITS.perUser });
      }
      const secret = `${API_TOKEN_PREFIX}${randomToken()}`;
      const token = await repo.insertToken({
        id: crypto.randomUUID(),
        userId: caller.id,
        name: input.name,
        scopes: input.scopes,
        tokenHash: hashToken(secret),
        last4: secret.slice(-4),
        createdAt: nowIso(at),
        expiresAt: input.expiresInDays ? isoIn(input.expiresInDays * DAY_MS, at) : null,
      });
      await audit.record({
        action: 'auth.api_token.created',
        actorId: caller.id,
        actorEmail: caller.email,
        target: token.id,
        ip: client.ip,
        details: { name: token.name, scopes: token.scopes, expiresAt: token.expiresAt },
      });
      return { token, secret };
    },

    async revoke(caller: Principal, id: string, client: { ip: string | null }): Promise<void> {
      // Another user's token is answered like a missing one: its existence is none of the caller's business.
      if (!(await repo.revokeOwnToken(caller.id, id, nowIso(now())))) throw AppError.notFound(ENTERPRISE_TEXTS.tokenNotFound);
      await audit.record({ action: 'auth.api_token.revoked', actorId: caller.id, actorEmail: caller.email, target: id, ip: client.ip });
    },

    /**
     * The owner of a token, for a route that takes tokens of `scope` (plugins/access.ts). Unknown, revoked, expired or
     * an inactive owner: 401; a token without the scope, or whose owner no longer has Enterprise: 403; over the budget:
     * 429. Each request that passes the token's checks counts, scope refusals included.
     */
    async authenticate(secret: string, scope: ApiTokenScope): Promise<{ user: SignedInUser; budget: TokenBudget }> {
      if (!SECRET_SHAPE.test(secret)) throw invalid();
      const token = await repo.findTokenWithOwner(hashToken(secret));
      const at = now();
      if (!token || token.revokedAt || (token.expiresAt && Date.parse(token.expiresAt) <= at) || token.owner.status !== 'active') throw invalid();

      const hit = await limits.hit(`api-token:${token.id}`, API_TOKEN_LIMITS.windowMs);
      const resetMs = Math.max(0, hit.resetAt - at);
      if (hit.count > API_TOKEN_LIMITS.requestsPerWindow) throw AppError.tooManyRequests(resetMs);
      if (!token.scopes.includes(scope)) throw new AppError(403, ENTERPRISE_ERROR_CODES.tokenScope, ENTERPRISE_TEXTS.tokenScope(scope));
      if (!packageOfHolder(token.owner).apiTokens) throw enterpriseRequired();

      if (!token.lastUsedAt || Date.parse(token.lastUsedAt) + TOUCH_INTERVAL_MS <= at) {
        await repo.touchToken(token.id, nowIso(at), nowIso(at - TOUCH_INTERVAL_MS));
      }
      const { owner } = token;
      return {
        user: {
          id: owner.id,
          email: owner.email,
          role: owner.role,
          sessionId: `api-token:${token.id}`,
          emailVerified: owner.emailVerified,
          mustChangePassword: owner.mustChangePassword,
          apiTokenId: token.id,
        },
        budget: {
          limit: API_TOKEN_LIMITS.requestsPerWindow,
          remaining: Math.max(0, API_TOKEN_LIMITS.requestsPerWindow - hit.count),
          resetSeconds: Math.ceil(resetMs / 1000),
        },
      };
    },
  };
}

export type ApiTokenService = ReturnType<typeof createApiTokenService>;
