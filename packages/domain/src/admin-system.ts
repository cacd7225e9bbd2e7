/**
 * The administrator's system tabs (issue 7): health checks, audit log, security, system alerts, database.
 * Shared by the API (validation, responses) and the admin portal.
 */
import { z } from 'zod';
import { pageQueryFields, RANGE_ORDER_MESSAGE, rangeIsOrdered, timeRangeFields } from './contracts';

// ---- Health checks -------------------------------------------------------------------------------

export const HEALTH_CHECK_NAMES = ['database', 'prices', 'mail'] as const;
export type HealthCheckName = (typeof HEALTH_CHECK_NAMES)[number];

export const HEALTH_STATUSES = ['healthy', 'warning', 'critical'] as const;
export type HealthStatus = (typeof HEALTH_STATUSES)[number];

export const healthCheckSchema = z.object({
  name: z.enum(HEALTH_CHECK_NAMES),
  ok: z.boolean(),
  detail: z.string(),
  latencyMs: z.number().int().min(0),
});
export type HealthCheck = z.infer<typeof healthCheckSchema>;

export const healthReportSchema = z.object({
  status: z.enum(HEALTH_STATUSES),
  checkedAt: z.string(),
  checks: z.array(healthCheckSchema),
});
export type HealthReport = z.infer<typeof healthReportSchema>;

// ---- Audit log -----------------------------------------------------------------------------------

/**
 * Security events are recorded even when the auditLogging setting is off; everything else is routine
 * and follows the setting (issue 7).
 */
export const SECURITY_AUDIT_PREFIXES = ['auth.', 'admin.', 'user.password.', 'two_factor.'] as const;
export const isSecurityAuditAction = (action: string) => SECURITY_AUDIT_PREFIXES.some((prefix) => action.startsWith(prefix));

/** Filters shared by the list and the CSV export, so both see the same entries. */
const auditFilterFields = {
  /** Part of the actor's email, any case. */
  actor: z.string().trim().max(254, 'actor must be at most 254 characters').optional(),
  /** An action ('auth.login.failed') or a prefix of one ('auth.' or 'auth.login'). */
  action: z
    .string()
    .trim()
    .max(100, 'action must be at most 100 characters')
    .regex(/^[a-z0-9_.]*$/, 'action may contain only lower-case letters, digits, dots and underscores')
    .optional(),
  ...timeRangeFields,
};

export const auditListQuerySchema = z
  .object({ ...auditFilterFields, ...pageQueryFields })
  .strict()
  .refine(rangeIsOrdered, { message: RANGE_ORDER_MESSAGE, path: ['to'] });
export type AuditListQuery = z.input<typeof auditListQuerySchema>;
export type AuditListParams = z.output<typeof auditListQuerySchema>;

/** GET /admin/audit/export: the list's filters, every page (newest first, at most AUDIT_EXPORT_MAX_ROWS). */
export const auditExportQuerySchema = z.object(auditFilterFields).strict().refine(rangeIsOrdered, { message: RANGE_ORDER_MESSAGE, path: ['to'] });
export type AuditFilter = z.output<typeof auditExportQuerySchema>;
export const AUDIT_EXPORT_MAX_ROWS = 50_000;

export const auditEntrySchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  actorId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  target: z.string().nullable(),
  ip: z.string().nullable(),
  /** What the event carried; changes have `before` and `after`. Never a password or a token. */
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditListSchema = z.object({
  entries: z.array(auditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  totalPages: z.number().int(),
});
export type AuditList = z.infer<typeof auditListSchema>;

// ---- Security ------------------------------------------------------------------------------------

export const adminSessionListQuerySchema = z
  .object({
    /** Part of the user's email, any case. */
    user: z.string().trim().max(254, 'user must be at most 254 characters').optional(),
    ...pageQueryFields,
  })
  .strict();
export type AdminSessionListQuery = z.input<typeof adminSessionListQuerySchema>;
export type AdminSessionListParams = z.output<typeof adminSessionListQuerySchema>;

export const adminSessionSchema = z.object({
  id: z.string(),
  userId: z.string(),
  userEmail: z.string(),
  userRole: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: z.string(),
  lastActiveAt: z.string(),
  expiresAt: z.string(),
});
export type AdminSession = z.infer<typeof adminSessionSchema>;

export const adminSessionListSchema = z.object({
  sessions: z.array(adminSessionSchema),
  total: z.number().int(),
  page: z.number().int(),
  totalPages: z.number().int(),
});
export type AdminSessionList = z.infer<typeof adminSessionListSchema>;

export const systemIdParamsSchema = z.object({ id: z.uuid('id must be a valid id') });

/** The failed sign-ins and lockouts the Security tab lists (from the audit log). */
export const SECURITY_EVENT_ACTIONS = ['auth.login.failed', 'auth.lockout'] as const;

export const lockedAccountSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.string(),
  /** When the latest of its locks ends. */
  lockedUntil: z.string(),
  /** The client addresses locked out (failures are counted per account and address). */
  addresses: z.array(z.string()),
});
export type LockedAccount = z.infer<typeof lockedAccountSchema>;

export const securityEventsSchema = z.object({
  /** Newest first, at most SECURITY_EVENTS_LIMIT. */
  events: z.array(auditEntrySchema),
  lockedAccounts: z.array(lockedAccountSchema),
});
export type SecurityEvents = z.infer<typeof securityEventsSchema>;
export const SECURITY_EVENTS_LIMIT = 50;

// ---- System alerts -------------------------------------------------------------------------------

export const ALERT_SEVERITIES = ['low', 'medium', 'high'] as const;
export type AlertSeverity = (typeof ALERT_SEVERITIES)[number];
export const ALERT_STATES = ['open', 'acknowledged'] as const;
export type AlertState = (typeof ALERT_STATES)[number];

export const alertListQuerySchema = z
  .object({
    state: z.enum(ALERT_STATES, { error: `state must be one of: ${ALERT_STATES.join(', ')}` }).optional(),
    ...pageQueryFields,
  })
  .strict();
export type AlertListQuery = z.input<typeof alertListQuerySchema>;
export type AlertListParams = z.output<typeof alertListQuerySchema>;

export const systemAlertSchema = z.object({
  id: z.string(),
  kind: z.string(),
  severity: z.enum(ALERT_SEVERITIES),
  title: z.string(),
  message: z.string(),
  source: z.string(),
  createdAt: z.string(),
  acknowledgedAt: z.string().nullable(),
  acknowledgedBy: z.string().nullable(),
});
export type SystemAlert = z.infer<typeof systemAlertSchema>;

export const alertListSchema = z.object({
  alerts: z.array(systemAlertSchema),
  total: z.number().int(),
  page: z.number().int(),
  totalPages: z.number().int(),
  /** Open alerts over all pages (the tab's badge). */
  open: z.number().int(),
});
export type AlertList = z.infer<typeof alertListSchema>;

// ---- Database ------------------------------------------------------------------------------------

export const DATABASE_TABLES = ['users', 'sessions', 'orders', 'contracts', 'documents', 'audit_log', 'inquiries', 'matches'] as const;
export type DatabaseTable = (typeof DATABASE_TABLES)[number];

export const databaseInfoSchema = z.object({
  engine: z.enum(['sqlite', 'postgres']),
  sizeBytes: z.number().int().min(0),
  /** The latest applied migration's name; null before any. */
  migrationVersion: z.string().nullable(),
  rowCounts: z.record(z.enum(DATABASE_TABLES), z.number().int()),
  /** Whether GET /admin/database/backup can give a file (SQLite only). */
  backupAvailable: z.boolean(),
});
export type DatabaseInfo = z.infer<typeof databaseInfoSchema>;

export const ADMIN_SYSTEM_TEXTS = {
  backupPostgres: 'Backups of a PostgreSQL database are not made by the application: use pg_dump.',
  alertNotFound: 'Alert not found',
  alertAlreadyAcknowledged: 'This alert is already acknowledged',
  sessionNotFound: 'Session not found or no longer active',
  userNotLocked: 'This account is not locked',
} as const;

export const ADMIN_SYSTEM_ERROR_CODES = {
  backupUnsupported: 'BACKUP_UNSUPPORTED',
  alertAcknowledged: 'ALERT_ALREADY_ACKNOWLEDGED',
  userNotLocked: 'USER_NOT_LOCKED',
} as const;
