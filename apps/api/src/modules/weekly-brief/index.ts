import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createWeeklyBriefRepository } from './repository';
import { createWeeklyBriefService, type WeeklyBriefService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Monday brief; tests call `runIfDue` after moving the clock instead of waiting for the 'weekly-brief' job. */
    weeklyBrief: WeeklyBriefService;
  }
}

/** A minute: a brief due at 06:00 goes out by 06:01, and a restart later that Monday sends it at once. */
const CHECK_INTERVAL_MS = 60_000;

/** The weekly market brief (issue 14), delivered as a notification to Enterprise users who switched it on (issue 18). */
export default fp(
  async (app: FastifyInstance) => {
    const brief = createWeeklyBriefService({
      repo: createWeeklyBriefRepository(app.database.db),
      notifier: app.notifications,
      audience: app.enterprise,
      log: app.log,
      now: app.clock.now,
    });
    app.decorate('weeklyBrief', brief);
    app.jobs.every('weekly-brief', CHECK_INTERVAL_MS, async () => {
      await brief.runIfDue();
    });
    // A start on a Monday after 06:00 catches up a brief missed while the server was down at once (the run is claimed,
    // so every instance may try); a failure must not stop the start.
    app.addHook('onReady', async () => {
      await brief.runIfDue().catch((error: unknown) => app.log.error({ err: error }, 'weekly brief check failed'));
    });
  },
  { name: 'weekly-brief', dependencies: ['database', 'jobs', 'notifications', 'enterprise'] },
);
