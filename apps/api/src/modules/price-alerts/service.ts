import {
  MAX_PRICE_ALERTS_PER_USER,
  PRICE_ALERT_ERROR_CODES,
  PRICE_ALERT_TEXTS,
  paths,
  type NotificationContent,
  type PriceAlert,
  type PriceAlertList,
  type PriceQuote,
  type Role,
  type ValidNewPriceAlert,
} from '@ctp/domain';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/time';
import type { PriceAlertsRepository, WatchedAlert } from './repository';

/** The part of the notifications module price alerts use (in-app, pushed live, mailed per the priceAlerts switch). */
export interface AlertNotifier {
  notify(to: { userIds: string[] }, content: NotificationContent): Promise<unknown>;
}

export interface PriceAlertServiceDeps {
  repo: PriceAlertsRepository;
  notifier: AlertNotifier;
  log: FastifyBaseLogger;
  now: () => number;
}

const round4 = (n: number) => Math.round(n * 10_000) / 10_000;

/** Where an alert's owner manages alerts: the Market Intelligence tab of their portal (administrators have none). */
const MANAGE_LINK: Record<Role, string | null> = {
  trader: `${paths.traderPortal}/market-intelligence`,
  seller: `${paths.sellerPortal}/market-intelligence`,
  admin: null,
};

/** The price now, and its move in percent from the stored previous daily close. */
export interface PricePoint {
  price: number;
  changePercent: number;
}

/** True while the alert's condition holds; a crossing is this turning true while the alert is armed. */
export function conditionHolds(alert: Pick<PriceAlert, 'condition' | 'level'>, point: PricePoint): boolean {
  switch (alert.condition) {
    case 'above':
      return point.price > alert.level;
    case 'below':
      return point.price < alert.level;
    case 'daily_change':
      return Math.abs(point.changePercent) >= alert.level;
  }
}

export function createPriceAlertService({ repo, notifier, log, now }: PriceAlertServiceDeps) {
  async function notifyCrossing(alert: WatchedAlert, point: PricePoint) {
    await notifier.notify(
      { userIds: [alert.userId] },
      {
        category: 'price_alerts',
        kind: `price_alert.${alert.condition}`,
        title: PRICE_ALERT_TEXTS.crossedTitle(alert.symbol, alert.condition, alert.level),
        body: PRICE_ALERT_TEXTS.crossedBody(alert.symbol, point.price, point.changePercent),
        link: MANAGE_LINK[alert.ownerRole],
        subject: { type: 'price_alert', id: alert.id },
      },
    );
  }

  return {
    async list(userId: string): Promise<PriceAlertList> {
      return { alerts: await repo.listByUser(userId), max: MAX_PRICE_ALERTS_PER_USER };
    },

    async create(userId: string, input: ValidNewPriceAlert): Promise<PriceAlert> {
      // Count then insert: two requests at once could pass at 49 and make 51, which the cap's purpose tolerates.
      if ((await repo.countByUser(userId)) >= MAX_PRICE_ALERTS_PER_USER) {
        throw new AppError(409, PRICE_ALERT_ERROR_CODES.tooMany, PRICE_ALERT_TEXTS.tooMany, { max: MAX_PRICE_ALERTS_PER_USER });
      }
      return repo.insert({ id: crypto.randomUUID(), userId, ...input, createdAt: nowIso(now()) });
    },

    async delete(userId: string, id: string): Promise<void> {
      // Another user's alert is answered like a missing one: its existence is none of the caller's business.
      if (!(await repo.deleteOwn(userId, id))) throw AppError.notFound(PRICE_ALERT_TEXTS.notFound);
    },

    /**
     * Checks every alert on the quote's symbol (called on each quote refresh). An armed alert whose condition holds is
     * disarmed and notifies once; a disarmed one re-arms when the condition no longer holds (the price crossed back).
     */
    async checkQuote(quote: PriceQuote): Promise<void> {
      const alerts = await repo.watching(quote.symbol);
      if (alerts.length === 0) return;
      const previousClose = alerts.some((a) => a.condition === 'daily_change') ? await repo.previousClose(quote.symbol) : undefined;
      const point: PricePoint = {
        price: quote.price,
        changePercent: previousClose ? round4(((quote.price - previousClose) / previousClose) * 100) : quote.change_percent,
      };
      for (const alert of alerts) {
        const holds = conditionHolds(alert, point);
        if (alert.armed && holds) {
          if (!(await repo.disarm(alert.id, nowIso(now())))) continue; // another instance claimed this crossing
          try {
            await notifyCrossing(alert, point);
          } catch (error) {
            log.error({ err: error, alertId: alert.id }, 'could not notify a price alert crossing');
          }
        } else if (!alert.armed && !holds) {
          await repo.rearm(alert.id);
        }
      }
    },
  };
}

export type PriceAlertService = ReturnType<typeof createPriceAlertService>;
