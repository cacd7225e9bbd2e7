import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db/connection';
import type { MailSender } from '../../plugins/mail-outbox';
import type { Mailer } from '../../plugins/mailer';
import { auditRoutes } from '../audit/routes';
import type { AuditLog } from '../audit/repository';
import { databaseRoutes } from '../database/routes';
import { createDatabaseService } from '../database/service';
import { createSecurityRepository } from '../security/repository';
import { securityRoutes } from '../security/routes';
import { createSecurityService, type SecurityServiceDeps } from '../security/service';
import type { SettingsService } from '../settings/service';
import type { HealthChecks } from './health-checks';
import { createAlertRepository } from './repository';
import { alertRoutes } from './routes';
import { createAlertService } from './service';

export interface SystemAdministrationDeps {
  config: Config;
  database: DatabaseHandle;
  audit: AuditLog;
  settings: SettingsService;
  mailer: Mailer;
  mailSender: Pick<MailSender, 'onGaveUp'>;
  health: HealthChecks;
  lockouts: SecurityServiceDeps['lockouts'];
  log: FastifyBaseLogger;
  now?: () => number;
}

/**
 * The administrator's system tabs (issue 7): Audit Logs, Security, System Alerts (with the health-check timer
 * and the lockout watch) and Database.
 */
export async function registerSystemAdministration(app: FastifyInstance, deps: SystemAdministrationDeps): Promise<void> {
  const { database, audit, settings, health } = deps;
  const clock = deps.now ? { now: deps.now } : {};
  const alerts = createAlertService({ repo: createAlertRepository(database.db), health, audit, mailer: deps.mailer, log: deps.log, ...clock });
  audit.onRecorded((entry) => alerts.onAuditEntry(entry));
  deps.mailSender.onGaveUp((mail) => alerts.onUndeliverableMail(mail));
  const stopChecks = alerts.startTimer(deps.config.healthCheckIntervalSeconds * 1000);
  app.addHook('onClose', async () => stopChecks());

  await app.register(alertRoutes, { health, alerts });
  await app.register(auditRoutes, { audit });
  await app.register(securityRoutes, {
    security: createSecurityService({ repo: createSecurityRepository(database.db), audit, settings, lockouts: deps.lockouts, ...clock }),
  });
  await app.register(databaseRoutes, { database: createDatabaseService({ database, audit, ...clock }) });
}
