/**
 * User Management (spec 2.18, 3, 4, 5, 7.2, 7.3, 8): the bodies, queries and answers of /admin/users, one
 * schema for each form and for its route.
 */
import { z } from 'zod';
import { registrationPayloadSchema, roleSchema, userSchema } from './auth';
import { ROLES, USER_STATUSES, type Role } from './constants';
import { pageQueryFields } from './contracts';
import { newPasswordInputSchema } from './password';
import { TEXTS } from './texts';

export const ADMIN_USER_SORTS = ['createdAt', 'lastLoginAt', 'email', 'name'] as const;
export type AdminUserSort = (typeof ADMIN_USER_SORTS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export const ADMIN_USER_LIMITS = {
  search: 200,
  suspensionReason: 500,
  /** A temporary password works this long after the account is created. */
  tempPasswordHours: 72,
} as const;

/** The alerts of spec 7.3 and 8 word for word, and the server's own texts where the spec is silent. */
export const ADMIN_USER_TEXTS = {
  usersLoaded: 'Users loaded',
  userLoaded: 'User loaded',
  roleUpdated: 'User role updated successfully',
  userCreated: (role: Role) => `User created successfully with role: ${role}`,
  roleUpdateFailed: (message: string) => `${TEXTS.roleUpdateFailed}: ${message}`,
  suspended: 'User suspended. Their sessions have been signed out.',
  reactivated: 'User reactivated',
  reasonRequired: 'A reason is required to suspend a user',
  ownRole: 'You cannot change your own role',
  ownSuspension: 'You cannot suspend your own account',
  lastAdmin: 'The last active administrator cannot be demoted or suspended',
  notActive: 'Only an active user can be suspended',
  notSuspended: 'Only a suspended user can be reactivated',
  userNotFound: 'User not found',
} as const;

export const ADMIN_USER_ERROR_CODES = {
  ownAccount: 'OWN_ACCOUNT',
  lastAdmin: 'LAST_ACTIVE_ADMIN',
  notActive: 'USER_NOT_ACTIVE',
  notSuspended: 'USER_NOT_SUSPENDED',
} as const;

/* -------------------------------------------------------------- queries */

const oneOf = <T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z.enum(values, { error: `${label} must be one of: ${values.join(', ')}` });

/** Filters shared by the list and the CSV export, so both see the same users. */
const adminUserFilterFields = {
  /** Case-insensitive, on email, first name, last name or company. */
  q: z
    .string()
    .trim()
    .max(ADMIN_USER_LIMITS.search, `q must be at most ${ADMIN_USER_LIMITS.search} characters`)
    .optional()
    .transform((v) => (v ? v : undefined)),
  role: oneOf('role', ROLES).optional(),
  status: oneOf('status', USER_STATUSES).optional(),
  sort: oneOf('sort', ADMIN_USER_SORTS).default('createdAt'),
  order: oneOf('order', SORT_ORDERS).default('desc'),
};

/** GET /admin/users?q&role&status&sort&order&page&limit. */
export const adminUserListQuerySchema = z.object({ ...adminUserFilterFields, ...pageQueryFields }).strict();
export type AdminUserListQuery = z.input<typeof adminUserListQuerySchema>;
export type AdminUserListParams = z.output<typeof adminUserListQuerySchema>;

/** GET /admin/users/export: the list's filters, every page. */
export const adminUserExportQuerySchema = z.object(adminUserFilterFields).strict();
export type AdminUserExportQuery = z.input<typeof adminUserExportQuerySchema>;
export type AdminUserFilter = z.output<typeof adminUserExportQuerySchema>;

export const adminUserIdParamsSchema = z.object({ id: z.uuid('User id must be a valid id') });

/* --------------------------------------------------------------- bodies */

/** PUT /admin/users/{id}/role. */
export const changeRoleRequestSchema = z.object({ role: roleSchema });
export type ChangeRoleRequest = z.infer<typeof changeRoleRequestSchema>;

/**
 * POST /admin/users: the Create-user form of spec 3. The temporary password is only required here; the
 * server checks it against the password rules the settings select (and the common-password list).
 */
export const createUserRequestSchema = z.object({
  email: registrationPayloadSchema.shape.email,
  firstName: registrationPayloadSchema.shape.firstName,
  lastName: registrationPayloadSchema.shape.lastName,
  role: roleSchema.default('trader'),
  tempPassword: newPasswordInputSchema.min(1, 'Temporary password is required'),
});
export type CreateUserRequest = z.input<typeof createUserRequestSchema>;
export type CreateUserInput = z.output<typeof createUserRequestSchema>;

/** The form's own check of spec 5: the four text fields filled, else 'Please fill in all required fields'. */
export function createUserFormError(form: { email: string; firstName: string; lastName: string; tempPassword: string }): string | null {
  const missing = [form.email, form.firstName, form.lastName].some((v) => !v.trim()) || !form.tempPassword;
  return missing ? TEXTS.fillRequired : null;
}

/** POST /admin/users/{id}/suspend. */
export const suspendUserRequestSchema = z.object({
  reason: z
    .string({ error: ADMIN_USER_TEXTS.reasonRequired })
    .trim()
    .min(1, ADMIN_USER_TEXTS.reasonRequired)
    .max(ADMIN_USER_LIMITS.suspensionReason, `Reason must be at most ${ADMIN_USER_LIMITS.suspensionReason} characters`),
});
export type SuspendUserRequest = z.input<typeof suspendUserRequestSchema>;

/* ------------------------------------------------------------ responses */

/**
 * A user as the administrator sees them (spec 3): the user (with mustChangePassword and twoFactorEnabled)
 * plus their trading figures and the suspension.
 */
export const adminUserSchema = userSchema.extend({
  /** Signed (active) and executed contracts the user is a party to. */
  totalTrades: z.number().int(),
  /** Their total value, USD. */
  totalVolume: z.number(),
  suspensionReason: z.string().nullable(),
  suspendedAt: z.string().nullable(),
}).meta({ id: 'AdminUser' });
export type AdminUser = z.infer<typeof adminUserSchema>;

/** The detail view adds the account's sign-in state. */
export const adminUserDetailSchema = adminUserSchema.extend({
  updatedAt: z.string(),
  /** Sessions neither revoked nor expired. */
  activeSessions: z.number().int(),
  /** The latest activity of any of the user's sessions. */
  lastActiveAt: z.string().nullable(),
  /** When a temporary password stops working; null once the user chose their own. */
  passwordExpiresAt: z.string().nullable(),
  /** Set while sign-in is locked after too many failed attempts. */
  lockedUntil: z.string().nullable(),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

/** getAllUsers of spec 7.3 (success, users, message) with spec 3's list fields. */
export const adminUserListSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  users: z.array(adminUserSchema),
  total: z.number().int(),
  page: z.number().int(),
  totalPages: z.number().int(),
});
export type AdminUserList = z.infer<typeof adminUserListSchema>;

export const adminUserResponseSchema = z.object({ success: z.literal(true), message: z.string(), user: adminUserSchema });
export type AdminUserResponse = z.infer<typeof adminUserResponseSchema>;

export const adminUserDetailResponseSchema = z.object({ success: z.literal(true), message: z.string(), user: adminUserDetailSchema });
export type AdminUserDetailResponse = z.infer<typeof adminUserDetailResponseSchema>;
