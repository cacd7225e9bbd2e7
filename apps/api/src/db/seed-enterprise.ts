import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { DEMO_ACCOUNTS } from './seed';

/**
 * With the demo accounts just created, grants Enterprise to the demo trader's company through the desk's own service
 * (so the grant makes the trader a member and is audited as the demo administrator's): a developer sees the forecasts
 * and API tokens as the trader, and the Basic upgrade panel as the demo seller, whose company has none. Never in
 * production (server.ts).
 */
export async function seedDevelopmentEnterprise(services: Pick<FastifyInstance, 'users' | 'enterprise'>, log: FastifyBaseLogger): Promise<void> {
  const trader = DEMO_ACCOUNTS.find((a) => a.role === 'trader');
  const desk = DEMO_ACCOUNTS.find((a) => a.role === 'admin');
  if (!trader || !desk) return;
  const [admin, traderAccount] = await Promise.all([services.users.findByEmail(desk.email), services.users.findByEmail(trader.email)]);
  // A developer who renamed the demo trader's company or removed an account gets no grant rather than a failed start.
  if (admin?.role !== 'admin' || traderAccount?.companyName !== trader.companyName) return;
  await services.enterprise.grant({ actor: { id: admin.id, email: admin.email, role: 'admin' }, ip: null }, trader.companyName);
  log.info(`Development database: Enterprise granted to ${trader.companyName} (${trader.email})`);
}
