import {
  ADMIN_SYSTEM_ERROR_CODES,
  ADMIN_SYSTEM_TEXTS,
  type AlertList,
  type AlertListParams,
  type AuditEntry,
  type HealthReport,
  type Language,
  type SystemAlert,
} from '@ctp/domain';
import { addArabic, inLanguage, translateText } from '@ctp/domain/translations';
import { accountMail } from '../../lib/account-mail';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/time';
import type { UndeliverableMail } from '../../plugins/mail-outbox';
import type { Mailer } from '../../plugins/mailer';
import type { AuditLog } from '../audit';
import type { HealthChecks } from '../health';
import type { AlertRepository, NewAlert } from './repository';
import type { Principal } from '../../plugins/access';

/** Lockouts across the platform within the window that make an attack worth an alert. */
export const LOCKOUT_BURST = { count: 3, windowMs: 15 * 60_000 } as const;

/** The words of an alert's mail; its title and message are found in Arabic by their words when they are known. */
export const ALERT_MAIL_TEXTS = {
  subject: (title: string) => `System alert: ${title}`,
  severity: (severity: string) => `Severity: ${severity}`,
  source: (source: string) => `Source: ${source}`,
  raised: (at: string) => `Raised: ${at}`,
  acknowledge: 'Acknowledge it in the administrator panel under System Alerts.',
  healthCheckFailed: (name: string) => `Health check failed: ${name}`,
  adminLocked: 'Administrator account locked',
  lockoutBurst: 'Repeated account lockouts',
  mailUndelivered: 'Mail could not be delivered',
} as const;

const SEVERITY_AR: Record<string, string> = { low: 'منخفضة', medium: 'متوسطة', high: 'عالية', critical: 'حرجة' };
addArabic(ALERT_MAIL_TEXTS, {
  subject: (title) => `تنبيه النظام: ${title}`,
  severity: (severity) => `الخطورة: ${SEVERITY_AR[String(severity)] ?? severity}`,
  source: (source) => `المصدر: ${source}`,
  raised: (at) => `وقت الصدور: ${at}`,
  acknowledge: 'أقرّ به في لوحة الإدارة ضمن «تنبيهات النظام».',
  healthCheckFailed: (name) => `فشل فحص السلامة: ${name}`,
  adminLocked: 'تم قفل حساب مسؤول',
  lockoutBurst: 'عمليات قفل متكررة للحسابات',
  mailUndelivered: 'تعذر تسليم رسالة بريد',
});

/** An alert's mail in an administrator's language: English as it always was, Arabic with a right-to-left HTML part. */
function alertMail(to: string, language: Language, alert: SystemAlert) {
  if (language === 'en') {
    const text = `${alert.message}\n\nSeverity: ${alert.severity}\nSource: ${alert.source}\nRaised: ${alert.createdAt}\n\nAcknowledge it in the administrator panel under System Alerts.`;
    return { to, subject: `System alert: ${alert.title}`, text, category: 'admin-alert' as const };
  }
  const texts = inLanguage(ALERT_MAIL_TEXTS, language);
  return accountMail({
    to,
    language,
    category: 'admin-alert',
    subject: texts.subject(translateText(alert.title, language)),
    // The message names what failed in the words of its source (a health check's detail): it stays as it is.
    lines: [translateText(alert.message, language), '', texts.severity(alert.severity), texts.source(alert.source), texts.raised(alert.createdAt), '', texts.acknowledge],
  });
}

export interface AlertServiceDeps {
  repo: AlertRepository;
  health: HealthChecks;
  audit: AuditLog;
  mailer: Mailer;
  log: FastifyBaseLogger;
  now?: () => number;
}

/**
 * System Alerts: raised by failed health checks (on a timer and whenever the tab is opened) and by lockouts
 * (any administrator's account, or LOCKOUT_BURST platform-wide). One open alert per condition; each new alert
 * is mailed to the active administrators as an 'admin-alert' (sent only while notifications.adminAlerts is on).
 */
export function createAlertService({ repo, health, audit, mailer, log, now = Date.now }: AlertServiceDeps) {
  async function notifyAdmins(alert: SystemAlert) {
    for (const admin of await repo.activeAdmins()) {
      await mailer.send(alertMail(admin.email, admin.language, alert));
    }
  }

  /** Raises the alert unless its condition already has an open one; a failure to raise or mail is logged, never thrown. */
  async function raise(alert: NewAlert): Promise<SystemAlert | undefined> {
    try {
      const created = await repo.raiseOnce(alert, nowIso(now()));
      if (created) {
        log.warn({ alert: created }, 'system alert raised');
        await notifyAdmins(created);
      }
      return created;
    } catch (error) {
      log.error({ err: error, alert }, 'could not raise a system alert');
      return undefined;
    }
  }

  async function checkHealth(): Promise<HealthReport> {
    const report = await health.run();
    for (const check of report.checks.filter((c) => !c.ok)) {
      await raise({
        kind: 'health',
        // Without the database nothing works; without prices or mail the rest still does.
        severity: check.name === 'database' ? 'high' : 'medium',
        title: ALERT_MAIL_TEXTS.healthCheckFailed(check.name),
        message: check.detail,
        source: 'health-check',
        dedupeKey: `health:${check.name}`,
      });
    }
    return report;
  }

  async function onLockout(entry: AuditEntry) {
    if (entry.actorId && (await repo.roleOf(entry.actorId)) === 'admin') {
      await raise({
        kind: 'lockout',
        severity: 'high',
        title: ALERT_MAIL_TEXTS.adminLocked,
        message: `The administrator account ${entry.actorEmail ?? entry.actorId} was locked after repeated failed sign-ins${entry.ip ? ` from ${entry.ip}` : ''}.`,
        source: 'security',
        dedupeKey: `lockout:admin:${entry.actorId}`,
      });
    }
    // The window is measured on the audit log's own times.
    const since = new Date(Date.parse(entry.createdAt) - LOCKOUT_BURST.windowMs).toISOString();
    const lockouts = await repo.lockoutsSince(since);
    if (lockouts >= LOCKOUT_BURST.count) {
      await raise({
        kind: 'lockout',
        severity: 'high',
        title: ALERT_MAIL_TEXTS.lockoutBurst,
        message: `${lockouts} accounts were locked within ${LOCKOUT_BURST.windowMs / 60_000} minutes; this may be a password-guessing attack.`,
        source: 'security',
        dedupeKey: 'lockout:burst',
      });
    }
  }

  return {
    checkHealth,

    /** Audit listener: watches lockouts. */
    async onAuditEntry(entry: AuditEntry): Promise<void> {
      if (entry.action === 'auth.lockout') await onLockout(entry);
    },

    /** Mail the outbox gave up on: one open alert until acknowledged (the recipient and the server's answer, never the message). */
    async onUndeliverableMail(mail: UndeliverableMail): Promise<void> {
      await raise({
        kind: 'mail',
        severity: 'medium',
        title: ALERT_MAIL_TEXTS.mailUndelivered,
        message: `A ${mail.category} message to ${mail.to} was not delivered after ${mail.attempts} attempts: ${mail.error}`,
        source: 'mail',
        dedupeKey: 'mail:undeliverable',
      });
    },

    /** GET /admin/alerts: runs the health checks first so the list is current. */
    async list(params: AlertListParams): Promise<AlertList> {
      await checkHealth();
      const [page, open] = await Promise.all([repo.list(params), repo.countOpen()]);
      return { ...page, open };
    },

    async acknowledge(id: string, actor: Principal, ip: string | null): Promise<SystemAlert> {
      const found = await repo.find(id);
      if (!found) throw AppError.notFound(ADMIN_SYSTEM_TEXTS.alertNotFound);
      const acknowledged = await repo.acknowledge(id, actor.id, nowIso(now()));
      if (!acknowledged) throw new AppError(409, ADMIN_SYSTEM_ERROR_CODES.alertAcknowledged, ADMIN_SYSTEM_TEXTS.alertAlreadyAcknowledged);
      await audit.record({
        action: 'admin.alert.acknowledged',
        actorId: actor.id,
        actorEmail: actor.email,
        target: id,
        ip,
        details: { title: found.title, before: { acknowledgedAt: null }, after: { acknowledgedAt: acknowledged.acknowledgedAt } },
      });
      return acknowledged;
    },
  };
}

export type AlertService = ReturnType<typeof createAlertService>;
