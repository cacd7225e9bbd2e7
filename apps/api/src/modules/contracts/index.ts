import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { storeOf } from '../../db/store';
import { createTradingRules } from '../orders';
import { createContractFiles } from './document/contract-files';
import { createContractsRepository } from './repository';
import { contractRoutes } from './routes';
import { createContractService, type ContractService } from './service';

const CONTRACT_EXPIRY_EVERY_MS = 5 * 60_000;

export type { AgreedTerms, ContractService, ContractTerms } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Contracts between a buyer and a seller; the matching module drafts them, the deal room writes agreed terms onto them, the 'contract-expiry' job sweeps expiry. */
    contracts: ContractService;
  }
}

/**
 * Contracts and their lifecycle (decision 007); each status change is announced as `contract.transitioned`. The
 * contract as a signed PDF document, and its public verification (decision 020).
 */
export default fp(
  async (app: FastifyInstance) => {
    const contracts = createContractService({
      store: storeOf(app.database.db, createContractsRepository),
      events: app.events,
      users: app.users,
      commodities: app.commodities,
      activity: app.activity,
      log: app.log,
      commissionRate: async () => (await app.settings.get()).trading.commissionRate,
      rules: createTradingRules({ settings: app.settings, users: app.users }),
      identity: app.twoFactor,
      files: createContractFiles(app.storage),
      verifyUrl: `${app.config.publicUrl}/verify`,
      now: app.clock.now,
    });
    app.decorate('contracts', contracts);
    // Reads sweep expiry lazily too; the job expires (and announces) contracts nobody reads within minutes of their day ending.
    app.jobs.every('contract-expiry', CONTRACT_EXPIRY_EVERY_MS, () => contracts.expireDue());
    await app.register(contractRoutes, { contracts, rateLimitPerMinute: app.config.authRateLimitPerMinute });
  },
  { name: 'contracts', dependencies: ['database', 'jobs', 'events', 'settings', 'activity', 'users', 'commodities', 'storage', 'two-factor'] },
);
