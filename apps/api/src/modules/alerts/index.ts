import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createAlertRepository } from './repository';
import { alertRoutes } from './routes';
import { createAlertService } from './service';

/**
 * System Alerts (issue 7): raised by the 'health-checks' job, by lockouts in the audit trail and by mail the sender
 * gave up on; mailed to the active administrators.
 */
export default fp(
  async (app: FastifyInstance) => {
    const { health, audit } = app;
    const alerts = createAlertService({ repo: createAlertRepository(app.database.db), health, audit, mailer: app.mailer, log: app.log, now: app.clock.now });
    audit.onRecorded((entry) => alerts.onAuditEntry(entry));
    app.mailSender.onGaveUp((mail) => alerts.onUndeliverableMail(mail));
    app.jobs.every('health-checks', app.config.healthCheckIntervalSeconds * 1000, async () => {
      await alerts.checkHealth();
    });
    await app.register(alertRoutes, { health, alerts });
  },
  { name: 'alerts', dependencies: ['database', 'jobs', 'audit', 'mail', 'health'] },
);
