import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import path from 'node:path';
import type { Config } from './config';
import { connect, isReachable, migrateToLatest, type DatabaseHandle } from './db/connection';
import { activityRoutes } from './modules/activity/routes';
import { adminUserRoutes } from './modules/admin-users/routes';
import { createAdminUserService } from './modules/admin-users/service';
import { createAnalyticsRepository } from './modules/analytics/repository';
import { analyticsRoutes } from './modules/analytics/routes';
import { createAnalyticsService } from './modules/analytics/service';
import { createActivityService, type ActivityService } from './modules/activity/service';
import { createHealthChecks, type HealthChecks } from './modules/alerts/health-checks';
import { registerSystemAdministration } from './modules/alerts/system-administration';
import { createAuditLog, type AuditLog } from './modules/audit/repository';
import { createJwt, loadJwtSecret } from './modules/auth/jwt';
import { accountRoutes } from './modules/auth/account-routes';
import { createPasswordPolicy } from './modules/auth/password-policy';
import { createAuthRepository } from './modules/auth/repository';
import { authRoutes } from './modules/auth/routes';
import { createAuthService, type AuthService } from './modules/auth/service';
import { createCommoditiesRepository } from './modules/commodities/repository';
import { commodityRoutes } from './modules/commodities/routes';
import { createCommodityService } from './modules/commodities/service';
import { contractRoutes } from './modules/contracts/routes';
import { createContractService, type ContractService } from './modules/contracts/service';
import { createDashboardRepository } from './modules/dashboard/repository';
import { dashboardRoutes } from './modules/dashboard/routes';
import { createDashboardService } from './modules/dashboard/service';
import { createDocumentRepository } from './modules/documents/repository';
import { adminDocumentRoutes } from './modules/documents/admin-routes';
import { createKycReview } from './modules/documents/kyc';
import { createDocumentReviewService } from './modules/documents/review-service';
import { documentRoutes } from './modules/documents/routes';
import { createDocumentService } from './modules/documents/service';
import { createLocalDocumentStorage } from './modules/documents/storage';
import { healthRoutes } from './modules/health/routes';
import { adminInquiryRoutes } from './modules/inquiries/admin-routes';
import { createAdminInquiryService } from './modules/inquiries/admin-service';
import { createInquiryRepository } from './modules/inquiries/repository';
import { inquiryRoutes } from './modules/inquiries/routes';
import { createInquiryService } from './modules/inquiries/service';
import { createPortalInquiryService } from './modules/inquiries/portal-service';
import { portalInquiryRoutes } from './modules/inquiries/portal-routes';
import { createInvestmentsRepository } from './modules/investments/repository';
import { investmentsRoutes } from './modules/investments/routes';
import { createInvestmentsService } from './modules/investments/service';
import { createMarketAlertsRepository } from './modules/market-intelligence/repository';
import { marketIntelligenceRoutes } from './modules/market-intelligence/routes';
import { createForecastService, createMarketAlertService } from './modules/market-intelligence/service';
import { matchingRoutes } from './modules/matching/routes';
import { createContractLink, createMatchingService } from './modules/matching/service';
import { adminTradeRoutes } from './modules/orders/admin-routes';
import { orderRoutes } from './modules/orders/routes';
import { createDecisionMail } from './modules/orders/decision-mail';
import { createOrderService, type OrderService } from './modules/orders/service';
import { createTradingRules } from './modules/orders/trading-rules';
import { priceRoutes } from './modules/prices/routes';
import { buildPriceService } from './modules/prices/service';
import { createAdminIpAllowlist } from './modules/settings/ip-allowlist';
import { settingsRoutes } from './modules/settings/routes';
import { createSettingsService, type SettingsService } from './modules/settings/service';
import { createTradingInfoService } from './modules/trading/info';
import { createTwoFactorRepository } from './modules/two-factor/repository';
import { twoFactorRoutes } from './modules/two-factor/routes';
import { createTwoFactorService } from './modules/two-factor/service';
import { tradingInfoRoutes } from './modules/trading/info-routes';
import { createUsersRepository, type UsersRepository } from './modules/users/repository';
import { userRoutes } from './modules/users/routes';
import { createUserAccountService } from './modules/users/service';
import { accessPlugin } from './plugins/access';
import { errorsPlugin } from './plugins/errors';
import { createMailer, gateMailer, type Mailer } from './plugins/mailer';
import { webPlugin } from './plugins/web';

export interface AppServices {
  database: DatabaseHandle;
  users: UsersRepository;
  settings: SettingsService;
  audit: AuditLog;
  auth: AuthService;
  mailer: Mailer;
  /** Each user's activity feed; other modules record entries through it. */
  activity: ActivityService;
  contracts: ContractService;
  /** Buy requests and sell listings; the matching module reads and moves them through it. */
  orders: OrderService;
  /** Database, price service and mail checks (modules/alerts/health-checks.ts). */
  health: HealthChecks;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
  }
}

export interface BuildOptions {
  /** An open database (tests pass their own); otherwise one is opened from the configuration. */
  database?: DatabaseHandle;
  /** Replaces the mailer (tests capture mail in memory). */
  mailer?: Mailer;
  logger?: boolean;
  now?: () => number;
}

/** Builds the whole product as one Fastify app, ready to `listen` or to `inject` in tests. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Request ids in logs tie an error report to its request.
    genReqId: () => crypto.randomUUID(),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database =
    options.database ?? connect({ databaseUrl: config.databaseUrl, sqliteFile: path.join(config.dataDir, 'app.db') });
  await migrateToLatest(database.db);
  app.addHook('onClose', async () => {
    if (!options.database) await database.destroy();
  });

  const users = createUsersRepository(database.db);
  const settings = createSettingsService(database.db);
  const audit = createAuditLog(database.db, app.log, { routineLoggingOn: async () => (await settings.get()).security.auditLogging });
  // Every mailer, a test's own included, goes through the notification switches of the system settings.
  const mailer = gateMailer(
    options.mailer ??
      createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: path.join(config.dataDir, 'mail'), log: app.log }),
    async () => (await settings.get()).notifications,
    app.log,
  );
  const clock = options.now ? { now: options.now } : {};
  const activity = createActivityService({ db: database.db, ...clock });
  const commodities = createCommodityService(createCommoditiesRepository(database.db));
  // The orders of a match follow its contract (modules/matching); `orders` is created just below.
  const onTransition = createContractLink(() => orders);
  const contracts = createContractService({
    db: database.db,
    users,
    commodities,
    activity,
    log: app.log,
    onTransition,
    commissionRate: async () => (await settings.get()).trading.commissionRate,
    ...clock,
  });
  const orders = createOrderService({
    db: database.db,
    commodities,
    activity,
    audit,
    rules: createTradingRules({ settings, users }),
    sendDecision: createDecisionMail({ users, mailer, publicUrl: config.publicUrl, log: app.log }),
    ...clock,
  });
  const twoFactor = createTwoFactorService({ repo: createTwoFactorRepository(database.db, options.now), users, settings, audit, mailer, ...clock });
  const auth = createAuthService({
    users,
    twoFactor,
    repo: createAuthRepository(database.db, options.now),
    jwt: createJwt(loadJwtSecret(config.jwtSecret, config.dataDir), config.accessTokenTtlSeconds, options.now),
    settings,
    audit,
    mailer,
    activity,
    log: app.log,
    publicUrl: config.publicUrl,
    refreshTokenTtlDays: config.refreshTokenTtlDays,
    ...(options.now ? { now: options.now } : {}),
  });
  const prices = buildPriceService(config.prices, database.db, app.log, options.now);
  const health = createHealthChecks({
    db: database.db,
    prices,
    mail: { smtpUrl: config.smtpUrl, outboxDir: path.join(config.dataDir, 'mail') },
    ...clock,
  });
  app.decorate('services', { database, users, settings, audit, auth, mailer, activity, contracts, orders, health });

  await app.register(errorsPlugin);
  // The ipWhitelistEnabled setting: /admin/* only from ADMIN_IP_ALLOWLIST while it is on (before any route).
  const ipAllowlist = createAdminIpAllowlist(config.adminIpAllowlist, settings);
  app.addHook('onRequest', ipAllowlist.guard);
  // Auto-matching: an order an administrator approves has just become active; record its proposals
  // (modules/matching/service.ts recordProposalsFor) once the answer is sent.
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode === 200 && request.routeOptions.url === '/admin/trades/:id/approve') {
      await matching.recordProposalsFor((request.params as { id: string }).id);
    }
  });
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  await app.register(fastifyCookie);
  await app.register(fastifyRateLimit, { global: false });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Commodity Trading Platform API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  await app.register(accessPlugin, { auth });

  await app.register(healthRoutes, { isDatabaseUp: () => isReachable(database.db) });
  await app.register(authRoutes, {
    auth,
    refreshTokenTtlDays: config.refreshTokenTtlDays,
    secureCookies: config.publicUrl.startsWith('https://'),
    rateLimitPerMinute: config.authRateLimitPerMinute,
  });
  await app.register(inquiryRoutes, {
    inquiries: createInquiryService({ repo: createInquiryRepository(database.db), log: app.log, ...(options.now ? { now: options.now } : {}) }),
    rateLimitPerHour: config.inquiryRateLimitPerHour,
  });
  await app.register(priceRoutes, { prefix: '/price-api', prices });
  const investments = createInvestmentsService({ repo: createInvestmentsRepository(database.db), ...clock });
  await app.register(marketIntelligenceRoutes, {
    forecasts: createForecastService({ prices, log: app.log, ...clock }),
    alerts: createMarketAlertService({ alerts: createMarketAlertsRepository(database.db), log: app.log, ...clock }),
  });
  await app.register(investmentsRoutes, { investments });
  await app.register(portalInquiryRoutes, {
    portalInquiries: createPortalInquiryService({
      repo: createInquiryRepository(database.db),
      users,
      findTarget: investments.inquiryTarget,
      log: app.log,
      ...clock,
    }),
  });
  await app.register(userRoutes, {
    accounts: createUserAccountService({
      users,
      sessions: createAuthRepository(database.db, options.now),
      audit,
      passwordPolicy: createPasswordPolicy(settings),
      recordActivity: (entry) => activity.record(entry),
    }),
    passwordRateLimitPerMinute: config.authRateLimitPerMinute,
  });
  await app.register(commodityRoutes, { commodities });
  await app.register(tradingInfoRoutes, { info: createTradingInfoService(commodities) });
  await app.register(contractRoutes, { contracts });
  await app.register(orderRoutes, { orders });
  await app.register(adminTradeRoutes, { orders });
  const matching = createMatchingService({ db: database.db, engine: database.engine, orders, contracts, settings, audit, log: app.log, ...clock });
  await app.register(matchingRoutes, { matching });
  await app.register(activityRoutes, { activity });
  await app.register(dashboardRoutes, {
    dashboard: createDashboardService({ repo: createDashboardRepository(database.db), activity, expireDue: contracts.expireDue, ...clock }),
  });
  const documentRepo = createDocumentRepository(database.db);
  const kyc = createKycReview({ repo: documentRepo, audit, ...clock });
  const documents = createDocumentService({
    repo: documentRepo,
    // Outside every served folder; files go by random names.
    storage: createLocalDocumentStorage(path.join(config.dataDir, 'documents')),
    activity,
    kyc,
    log: app.log,
    ...clock,
  });
  await app.register(documentRoutes, { documents });
  await app.register(adminUserRoutes, {
    adminUsers: createAdminUserService({
      db: database.db,
      engine: database.engine,
      users,
      settings,
      passwords: createPasswordPolicy(settings),
      audit,
      mailer,
      log: app.log,
      publicUrl: config.publicUrl,
      ...clock,
    }),
  });
  await app.register(accountRoutes, { auth, settings, rateLimitPerMinute: config.authRateLimitPerMinute });
  await app.register(twoFactorRoutes, { twoFactor, rateLimitPerMinute: config.authRateLimitPerMinute });
  await app.register(settingsRoutes, { settings, audit, ipAllowlist });
  await registerSystemAdministration(app, { config, database, audit, settings, mailer, health, log: app.log, ...clock });
  await app.register(adminDocumentRoutes, {
    documents,
    review: createDocumentReviewService({ repo: documentRepo, activity, audit, kyc, log: app.log, ...clock }),
  });
  await app.register(adminInquiryRoutes, {
    inquiries: createAdminInquiryService({ repo: createInquiryRepository(database.db), audit, log: app.log, ...clock }),
  });
  await app.register(analyticsRoutes, {
    analytics: createAnalyticsService({ repo: createAnalyticsRepository(database.db), health, ...clock }),
  });
  await app.register(webPlugin, { distDir: config.webDistDir });
  return app;
}
