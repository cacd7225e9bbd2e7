import { EVENT_TICKET_TTL_SECONDS, LIVE_EVENT_TEXTS, type EventTicket } from '@ctp/domain';
import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/time';
import { hashToken, randomToken } from '../../lib/tokens';
import type { LiveEventsRepository } from './repository';

/** Who a ticket was issued to. */
export interface TicketHolder {
  userId: string;
  sessionId: string;
}

/**
 * Single-use, 30-second tickets that open an event stream: EventSource cannot send the access token in a header, and a
 * token in a URL ends up in proxy and server logs. A ticket in a log is spent or expired within half a minute.
 */
export function createEventTickets(repo: LiveEventsRepository, now: () => number) {
  return {
    async issue(holder: TicketHolder): Promise<EventTicket> {
      const ticket = randomToken();
      const expiresAt = nowIso(now() + EVENT_TICKET_TTL_SECONDS * 1000);
      await repo.saveTicket({ tokenHash: hashToken(ticket), ...holder, expiresAt });
      return { ticket, expiresAt };
    },

    /** The ticket's holder, once: a used, expired or unknown ticket, or a session ended since, is refused (401). */
    async redeem(ticket: string): Promise<TicketHolder> {
      const taken = await repo.takeTicket(hashToken(ticket));
      if (!taken || Date.parse(taken.expiresAt) <= now() || !(await repo.sessionIsLive(taken.sessionId, taken.userId))) {
        throw AppError.unauthorized(LIVE_EVENT_TEXTS.ticketRefused);
      }
      return { userId: taken.userId, sessionId: taken.sessionId };
    },
  };
}
export type EventTickets = ReturnType<typeof createEventTickets>;
