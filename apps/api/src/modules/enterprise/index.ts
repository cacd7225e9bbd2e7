import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { storeOf } from '../../db/store';
import { createApiTokenService, type ApiTokenService } from './api-tokens';
import { createEnterpriseRepository } from './repository';
import { enterpriseRoutes } from './routes';
import { createEnterpriseService, type EnterpriseService } from './service';

export type { ApiTokenService } from './api-tokens';
export type { EnterpriseService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Who has the Enterprise package: the access hook asks it for `config.enterprise` routes, the weekly brief for its readers. */
    enterprise: EnterpriseService;
    /** Personal API tokens: the access hook authenticates a `ctp_` bearer through it on `config.tokenScope` routes. */
    apiTokens: ApiTokenService;
  }
}

/** The Enterprise package (issue 18, docs/decisions/027): the desk's grants to companies, and personal API tokens. */
export default fp(
  async (app: FastifyInstance) => {
    const store = storeOf(app.database.db, createEnterpriseRepository);
    const enterprise = createEnterpriseService({ store, audit: app.audit, now: app.clock.now });
    const apiTokens = createApiTokenService({ repo: store, packages: enterprise, limits: app.limitStore, audit: app.audit, now: app.clock.now });
    app.decorate('enterprise', enterprise);
    app.decorate('apiTokens', apiTokens);
    await app.register(enterpriseRoutes, { enterprise, apiTokens });
  },
  { name: 'enterprise', dependencies: ['database', 'rate-limit', 'audit'] },
);
