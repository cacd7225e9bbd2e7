import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createLiveEventsRepository } from './repository';
import { liveEventRoutes } from './routes';
import { createStreams } from './streams';
import { subscribeChangeHints } from './subscribers';
import { createEventTickets } from './tickets';

/**
 * The event stream of every portal (issue 14): tickets, the SSE route over plugins/live-events.ts, and "changed" hints
 * after domain events. Notifications themselves are published by the notifications module.
 */
export default fp(
  async (app: FastifyInstance) => {
    const repo = createLiveEventsRepository(app.database.db, app.clock.now);
    const tickets = createEventTickets(repo, app.clock.now);
    const streams = createStreams(app.liveEvents.hub, app.config.accessTokenTtlSeconds * 1000, app.metrics.sseConnections);
    // Before the server stops accepting: open streams would keep app.close() waiting.
    app.addHook('preClose', async () => streams.closeAll());
    subscribeChangeHints(app.events, app.liveEvents, repo);
    await app.register(liveEventRoutes, { tickets, streams });
  },
  { name: 'live-events-module', dependencies: ['database', 'events', 'live-events', 'auth', 'metrics'] },
);
