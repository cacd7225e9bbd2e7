import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createWeeklyBriefRepository } from './repository';
import { createWeeklyBriefService, type WeeklyBriefService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Monday brief; tests call `runIfDue` after moving the clock instead of waiting for the timer. */
    weeklyBrief: WeeklyBriefService;
  }
}

/** A minute: a brief due at 06:00 goes out by 06:01, and a restart later that Monday sends it at once. */
const CHECK_INTERVAL_MS = 60_000;

/** The weekly market brief (issue 14), delivered as a notification to users who switched it on. */
export default fp(
  async (app: FastifyInstance) => {
    const brief = createWeeklyBriefService({ repo: createWeeklyBriefRepository(app.database.db), notifier: app.notifications, log: app.log, now: app.clock.now });
    app.decorate('weeklyBrief', brief);
    let stop: (() => void) | undefined;
    app.addHook('onReady', async () => {
      // A start on a Monday after 06:00 catches up a brief missed while the server was down; a failure must not stop the start.
      await brief.runIfDue().catch((error: unknown) => app.log.error({ err: error }, 'weekly brief check failed'));
      stop = brief.start(CHECK_INTERVAL_MS);
    });
    app.addHook('onClose', async () => stop?.());
  },
  { name: 'weekly-brief', dependencies: ['database', 'notifications'] },
);
