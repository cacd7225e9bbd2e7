import { z } from 'zod';
import { ROLES } from './constants';
import { pageQueryFields } from './contracts';
import { MARKET_PACKAGE_IDS } from './market-intelligence';
import { text } from './text';
import { PROFILE_LIMITS } from './users';

/**
 * The Enterprise package made real (issue 18, decision 027): an administrator grants it to a company (users have a
 * company name, there is no company table, so a grant names the company). Its members see the forecasts and the
 * weekly brief, and its traders and sellers may create personal API tokens: read-only, scoped, revocable, shown once.
 * The members are the company's users when it was granted and those the desk adds later: a company name is typed by
 * its user, so typing a granted one gives nothing until the desk confirms it.
 */

export const ENTERPRISE_ERROR_CODES = {
  required: 'ENTERPRISE_REQUIRED',
  alreadyGranted: 'ENTERPRISE_ALREADY_GRANTED',
  companyNotFound: 'COMPANY_NOT_FOUND',
  notInCompany: 'ENTERPRISE_NOT_IN_COMPANY',
  tokenInvalid: 'API_TOKEN_INVALID',
  tokenNotAccepted: 'API_TOKEN_NOT_ACCEPTED',
  tokenScope: 'API_TOKEN_SCOPE',
  tokenLimit: 'API_TOKEN_LIMIT',
} as const;

/** What a personal API token may read; each names the GET operations that accept it (`config.tokenScope`). */
export const API_TOKEN_SCOPES = ['prices', 'orders', 'deals'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

/** Every secret starts with it, so a leaked one is recognisable (secret scanners, logs) and told from a session token. */
export const API_TOKEN_PREFIX = 'ctp_';

export const API_TOKEN_LIMITS = {
  name: 80,
  /** Active (neither revoked nor expired) tokens one user may keep. */
  perUser: 20,
  maxExpiryDays: 365,
  /** Requests per token and window, counted in the shared rate-limit store. */
  requestsPerWindow: 60,
  windowMs: 60_000,
} as const;

export const ENTERPRISE_LIMITS = {
  search: 100,
  /** Users one request may add to a grant (the awaiting users of one company, in practice). */
  membersPerRequest: 100,
} as const;

export const ENTERPRISE_TEXTS = {
  required: 'This is part of the Enterprise package. Contact sales from Market Intelligence to add it for your company.',
  alreadyGranted: 'This company already has Enterprise',
  companyNotFound: 'No user belongs to a company of this name',
  grantNotFound: 'No such Enterprise grant',
  granted: 'Enterprise granted to the company and its current users',
  revoked: 'Enterprise revoked; the API tokens of its users no longer work',
  membersAdded: 'Members added: they have Enterprise now',
  memberRemoved: 'Member removed; their API tokens no longer work',
  memberNotFound: 'This user is not a member of this Enterprise grant',
  notInCompany: "Only traders and sellers whose company name is the grant's company can be members",
  memberIdsRequired: 'Choose at least one user',
  tooManyMembers: `At most ${ENTERPRISE_LIMITS.membersPerRequest} users at a time`,
  companiesLoaded: 'Companies loaded',
  tokenInvalid: 'This API token is unknown, revoked or expired',
  tokenNotAccepted: 'API tokens are read-only: they are accepted only by the GET operations that name a scope',
  tokenScope: (scope: string) => `This API token does not have the ${scope} scope`,
  tokenLimit: `You can keep at most ${API_TOKEN_LIMITS.perUser} API tokens. Revoke one to create another.`,
  tokenNotFound: 'No such API token',
  tokenCreated: 'API token created. Copy it now: it is not shown again.',
  tokenRevoked: 'API token revoked',
  adminsHaveNoTokens: 'API tokens are for the traders and sellers of an Enterprise company',
  scopesRequired: 'Choose at least one scope',
  chooseScope: `Scope must be one of: ${API_TOKEN_SCOPES.join(', ')}`,
  expiryRange: `Expiry must be a whole number of days from 1 to ${API_TOKEN_LIMITS.maxExpiryDays}`,
} as const;

/** What each scope lets a token read, in the order the form lists them. */
export const API_TOKEN_SCOPE_LABELS = {
  prices: { label: 'Prices', description: 'Quotes, price history and symbols of the price API.' },
  orders: { label: 'Orders', description: 'Your own orders and their status.' },
  deals: { label: 'Deals', description: 'Your own deals, their offers and the newest messages.' },
} as const satisfies Record<ApiTokenScope, { label: string; description: string }>;

/**
 * The key a grant is found by: the company name trimmed, its inner spaces collapsed and lower-cased, so 'Gulf Bullion
 * LLC' and ' gulf  bullion llc' are one company.
 */
export const companyKeyOf = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/* ------------------------------------------------------------ packages */

/** GET /api/v1/users/me/package: the caller's intelligence package and where it comes from. */
export const marketPackageSchema = z.object({
  package: z.enum(MARKET_PACKAGE_IDS),
  /** The company the grant names; null on Basic, and for administrators, who see every feature without one. */
  grantedTo: z.string().nullable(),
  grantedAt: z.string().nullable(),
  /** May create personal API tokens: the traders and sellers of an Enterprise company. */
  apiTokens: z.boolean(),
  /** On Basic: the granted company the user names but the desk has not confirmed them in yet; otherwise null. */
  awaitingCompany: z.string().nullable(),
});
export type MarketPackage = z.infer<typeof marketPackageSchema>;

/* ------------------------------------------------------------ grants (administrators) */

const companyNameSchema = text({ error: 'Company name must be text' })
  .trim()
  .min(1, 'Company name is required')
  .max(PROFILE_LIMITS.company, `Company name must be at most ${PROFILE_LIMITS.company} characters`);

/** POST /admin/enterprise/grants. */
export const enterpriseGrantRequestSchema = z.object({ companyName: companyNameSchema }).strict();
export type EnterpriseGrantRequest = z.infer<typeof enterpriseGrantRequestSchema>;

/** GET /admin/enterprise/companies?q&page&limit. */
export const enterpriseCompanyListQuerySchema = z
  .object({
    /** Case-insensitive, on the company name. */
    q: z
      .string()
      .trim()
      .max(ENTERPRISE_LIMITS.search, `q must be at most ${ENTERPRISE_LIMITS.search} characters`)
      .optional()
      .transform((v) => (v ? v : undefined)),
    ...pageQueryFields,
  })
  .strict();
export type EnterpriseCompanyListQuery = z.input<typeof enterpriseCompanyListQuerySchema>;
export type EnterpriseCompanyListParams = z.output<typeof enterpriseCompanyListQuerySchema>;

const grantIdSchema = z.uuid('Grant id must be a valid id');
const userIdSchema = z.uuid('User id must be a valid id');

export const enterpriseGrantIdParamsSchema = z.object({ id: grantIdSchema });

/** DELETE /admin/enterprise/grants/{id}/members/{userId}. */
export const enterpriseMemberParamsSchema = z.object({ id: grantIdSchema, userId: userIdSchema });

/** POST /admin/enterprise/grants/{id}/members: users of the grant's company the desk confirms. */
export const enterpriseMembersRequestSchema = z
  .object({
    userIds: z
      .array(userIdSchema, { error: ENTERPRISE_TEXTS.memberIdsRequired })
      .min(1, ENTERPRISE_TEXTS.memberIdsRequired)
      .max(ENTERPRISE_LIMITS.membersPerRequest, ENTERPRISE_TEXTS.tooManyMembers)
      .transform((ids) => [...new Set(ids)]),
  })
  .strict();
export type EnterpriseMembersRequest = z.input<typeof enterpriseMembersRequestSchema>;

export const enterpriseGrantSchema = z
  .object({
    id: z.string(),
    /** As the administrator typed it. */
    companyName: z.string(),
    grantedAt: z.string(),
    /** The email of the administrator who granted it; null once that account is gone. */
    grantedBy: z.string().nullable(),
  })
  .meta({ id: 'EnterpriseGrant' });
export type EnterpriseGrant = z.infer<typeof enterpriseGrantSchema>;

/** A user as the desk's companies panel names them. */
export const enterpriseCompanyUserSchema = z
  .object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    role: z.enum(ROLES),
  })
  .meta({ id: 'EnterpriseCompanyUser' });
export type EnterpriseCompanyUser = z.infer<typeof enterpriseCompanyUserSchema>;

export const enterpriseMemberSchema = enterpriseCompanyUserSchema
  .extend({
    addedAt: z.string(),
    /** The email of the administrator who added them (or granted the company); null once that account is gone. */
    addedBy: z.string().nullable(),
    /** Their company name is no longer the grant's: no Enterprise until they return to it or are removed. */
    leftCompany: z.boolean(),
  })
  .meta({ id: 'EnterpriseMember' });
export type EnterpriseMember = z.infer<typeof enterpriseMemberSchema>;

export const enterpriseCompanySchema = z.object({
  /** The grant's spelling, else the one most of its users typed. */
  companyName: z.string(),
  /** Users whose company name is this one (in any case and spacing). */
  userCount: z.number().int(),
  grant: enterpriseGrantSchema.nullable(),
  /** The grant's members, by name; empty without a grant. */
  members: z.array(enterpriseMemberSchema),
  /** Traders and sellers who give this company's name but are not members: no Enterprise until the desk adds them. */
  awaiting: z.array(enterpriseCompanyUserSchema),
});
export type EnterpriseCompany = z.infer<typeof enterpriseCompanySchema>;

export const enterpriseCompanyListSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  companies: z.array(enterpriseCompanySchema),
  total: z.number().int(),
  page: z.number().int(),
  totalPages: z.number().int(),
});
export type EnterpriseCompanyList = z.infer<typeof enterpriseCompanyListSchema>;

export const enterpriseGrantResponseSchema = z.object({ success: z.literal(true), message: z.string(), grant: enterpriseGrantSchema });
export type EnterpriseGrantResponse = z.infer<typeof enterpriseGrantResponseSchema>;

export const enterpriseRevokeResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** The API tokens of the company's users this revoked. */
  tokensRevoked: z.number().int(),
});
export type EnterpriseRevokeResponse = z.infer<typeof enterpriseRevokeResponseSchema>;

export const enterpriseMembersAddedSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** The users who became members (those who were members already are not counted). */
  added: z.number().int(),
});
export type EnterpriseMembersAdded = z.infer<typeof enterpriseMembersAddedSchema>;

export const enterpriseMemberRemovedSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** The member's API tokens this revoked. */
  tokensRevoked: z.number().int(),
});
export type EnterpriseMemberRemoved = z.infer<typeof enterpriseMemberRemovedSchema>;

/* ------------------------------------------------------------ personal API tokens */

const scopesSchema = z
  .array(z.enum(API_TOKEN_SCOPES, { error: ENTERPRISE_TEXTS.chooseScope }), { error: ENTERPRISE_TEXTS.scopesRequired })
  .min(1, ENTERPRISE_TEXTS.scopesRequired)
  .max(API_TOKEN_SCOPES.length, ENTERPRISE_TEXTS.chooseScope)
  // Stored once each, in the order of API_TOKEN_SCOPES.
  .transform((scopes) => API_TOKEN_SCOPES.filter((scope) => scopes.includes(scope)));

/** POST /api/v1/users/me/api-tokens. Without expiresInDays the token works until it is revoked. */
export const newApiTokenSchema = z
  .object({
    name: text({ error: 'Name must be text' })
      .trim()
      .min(1, 'Name is required')
      .max(API_TOKEN_LIMITS.name, `Name must be at most ${API_TOKEN_LIMITS.name} characters`),
    scopes: scopesSchema,
    expiresInDays: z
      .number({ error: ENTERPRISE_TEXTS.expiryRange })
      .int(ENTERPRISE_TEXTS.expiryRange)
      .min(1, ENTERPRISE_TEXTS.expiryRange)
      .max(API_TOKEN_LIMITS.maxExpiryDays, ENTERPRISE_TEXTS.expiryRange)
      .nullable()
      .optional(),
  })
  .strict();
export type NewApiToken = z.input<typeof newApiTokenSchema>;
export type ValidNewApiToken = z.output<typeof newApiTokenSchema>;

/** The expiries the Settings form offers, in days, or never. */
export const API_TOKEN_EXPIRY_CHOICES = ['30', '90', '365', 'never'] as const;

/** The form: the scopes as ticked boxes, the expiry as one of the choices; newApiTokenSchema decides what is valid. */
export const apiTokenFormSchema = z.object({
  name: z.string(),
  scopes: z.array(z.enum(API_TOKEN_SCOPES)),
  expiresInDays: z.enum(API_TOKEN_EXPIRY_CHOICES),
});
export type ApiTokenForm = z.infer<typeof apiTokenFormSchema>;

/** A token as its owner sees it: never the secret, only its last four characters. */
export const apiTokenSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    scopes: z.array(z.enum(API_TOKEN_SCOPES)),
    /** `ctp_…` and the secret's last four characters, to tell tokens apart. */
    hint: z.string(),
    createdAt: z.string(),
    lastUsedAt: z.string().nullable(),
    /** Null: until revoked. */
    expiresAt: z.string().nullable(),
  })
  .meta({ id: 'ApiToken' });
export type ApiToken = z.infer<typeof apiTokenSchema>;

export const apiTokenListSchema = z.object({
  /** The caller's tokens that are not revoked (expired ones too, until revoked), newest first. */
  tokens: z.array(apiTokenSchema),
  max: z.number().int(),
});
export type ApiTokenList = z.infer<typeof apiTokenListSchema>;

/** 201 of POST /api/v1/users/me/api-tokens: the only answer that holds the secret. */
export const createdApiTokenSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  token: apiTokenSchema,
  /** `Authorization: Bearer <secret>`; only its SHA-256 is stored, so it cannot be shown again. */
  secret: z.string(),
});
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;

export const apiTokenIdParamsSchema = z.object({ id: z.uuid('Token id must be a valid id') });

export const apiTokenRevokeResponseSchema = z.object({ success: z.literal(true), message: z.string() });
