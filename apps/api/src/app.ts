import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
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
import { errorsPlugin, toErrorBody } from './plugins/errors';
import { createMailOutbox, createMailSender, type MailSender } from './plugins/mail-outbox';
import { createMailTransport, gateMailer, type Mailer, type MailTransport } from './plugins/mailer';
import { redactUrl } from './lib/redact-url';
import { textInputPlugin } from './plugins/text-input';
import { webPlugin } from './plugins/web';
import { createDatabaseLimitStore, createRedisLimitStore, withFallback } from './plugins/limit-store';
import { rateLimitPlugin } from './plugins/rate-limit';
import { connectRedis } from './plugins/redis';
import { ensurePrivateDir } from './lib/private-files';
import { createSecretBox, loadTotpKey } from './lib/secret-box';
import { createSignInThrottle } from './modules/auth/sign-in-throttle';

export interface AppServices {
  database: DatabaseHandle;
  users: UsersRepository;
  settings: SettingsService;
  audit: AuditLog;
  auth: AuthService;
  mailer: Mailer;
  /** Delivers the stored outbox in the background (tests call deliverDue to wait for it). */
  mailSender: MailSender;
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
  /** Replaces the SMTP or .eml transport the outbox delivers through (tests capture mail in memory). */
  mailTransport?: MailTransport;
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: NodeJS.WritableStream;
  now?: () => number;
}

/** Builds the whole product as one Fastify app, ready to `listen` or to `inject` in tests. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            // A link's token must not reach the log through the request line (/verify-email?token=...).
            serializers: {
              req: (request: { method: string; url: string; ip?: string }) => ({ method: request.method, url: redactUrl(request.url), remoteAddress: request.ip }),
            },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Request ids in logs tie an error report to its request.
    genReqId: () => crypto.randomUUID(),
    // Errors raised before routing (a malformed URL) answer in the same error shape as every other.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      const payload = toErrorBody(error);
      void reply.status(payload.status).send(payload);
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // The database, secrets and mail with reset links live here: the server's user only.
  ensurePrivateDir(config.dataDir);
  const database =
    options.database ?? connect({ databaseUrl: config.databaseUrl, sqliteFile: path.join(config.dataDir, 'app.db') });
  await migrateToLatest(database.db);
  const redis = config.redisUrl ? connectRedis(config.redisUrl, app.log) : undefined;
  const databaseLimits = createDatabaseLimitStore(database.db, options.now);
  const limits = redis ? withFallback(createRedisLimitStore(redis), databaseLimits, app.log) : databaseLimits;

  const users = createUsersRepository(database.db);
  const settings = createSettingsService(database.db);
  const audit = createAuditLog(database.db, app.log, { routineLoggingOn: async () => (await settings.get()).security.auditLogging });
  const mailSender = createMailSender({
    db: database.db,
    transport:
      options.mailTransport ??
      createMailTransport({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: path.join(config.dataDir, 'mail'), log: app.log }),
    log: app.log,
    now: options.now ?? Date.now,
  });
  const stopMailSender = mailSender.start();
  app.addHook('onClose', async () => {
    // A delivery round still running needs the database: let it finish first.
    await stopMailSender();
    redis?.disconnect();
    if (!options.database) await database.destroy();
  });
  // Mail is stored, then delivered in the background; the notification switches of the system settings apply first.
  const mailer = gateMailer(
    createMailOutbox({ db: database.db, now: options.now ?? Date.now, kick: mailSender.kick }),
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
  const throttle = createSignInThrottle({
    db: database.db,
    maxAttempts: async () => (await settings.get()).security.maxLoginAttempts,
    accountId: async (email) => (await users.findByEmail(email))?.id ?? null,
    audit,
    ...clock,
  });
  const twoFactor = createTwoFactorService({
    repo: createTwoFactorRepository(database.db, options.now),
    users,
    settings,
    audit,
    mailer,
    secrets: createSecretBox(loadTotpKey(config.totpEncryptionKey, config.dataDir)),
    attempts: throttle,
    ...clock,
  });
  await twoFactor.sealPlainSecrets();
  const auth = createAuthService({
    users,
    twoFactor,
    throttle,
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
  app.decorate('services', { database, users, settings, audit, auth, mailer, mailSender, activity, contracts, orders, health });

  await app.register(errorsPlugin);
  await app.register(textInputPlugin);
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
    // HSTS only where the site is served over https (below): over plain http it would be meaningless.
    hsts: false,
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https' || config.publicUrl.startsWith('https://')) {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
  });
  await app.register(fastifyCookie);
  await app.register(rateLimitPlugin, { store: limits, now: options.now ?? Date.now });
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
    secureCookies: config.secureCookies,
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
      attempts: throttle,
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
      lockouts: throttle,
      log: app.log,
      publicUrl: config.publicUrl,
      ...clock,
    }),
  });
  await app.register(accountRoutes, { auth, settings, rateLimitPerMinute: config.authRateLimitPerMinute });
  await app.register(twoFactorRoutes, { twoFactor, rateLimitPerMinute: config.authRateLimitPerMinute });
  await app.register(settingsRoutes, { settings, audit, ipAllowlist });
  await registerSystemAdministration(app, { config, database, audit, settings, mailer, mailSender, health, lockouts: throttle, log: app.log, ...clock });
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
