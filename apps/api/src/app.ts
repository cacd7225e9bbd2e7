import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/connection';
import { redactUrl } from './lib/redact-url';
import activity from './modules/activity';
import adminUsers from './modules/admin-users';
import alerts from './modules/alerts';
import analytics from './modules/analytics';
import audit from './modules/audit';
import auth from './modules/auth';
import commodities from './modules/commodities';
import content from './modules/content';
import contracts from './modules/contracts';
import credentials from './modules/credentials';
import dashboard from './modules/dashboard';
import deals from './modules/deals';
import databaseAdmin from './modules/database';
import documents from './modules/documents';
import enterprise from './modules/enterprise';
import fuelAssessments from './modules/fuel-assessments';
import health from './modules/health';
import inquiries from './modules/inquiries';
import investments from './modules/investments';
import liveEvents from './modules/live-events';
import marketIntelligence from './modules/market-intelligence';
import matching from './modules/matching';
import notificationMail from './modules/notification-mail';
import notifications from './modules/notifications';
import orders from './modules/orders';
import priceAlerts from './modules/price-alerts';
import prices from './modules/prices';
import ratings from './modules/ratings';
import security from './modules/security';
import settings from './modules/settings';
import trading from './modules/trading';
import twoFactor from './modules/two-factor';
import users from './modules/users';
import weeklyBrief from './modules/weekly-brief';
import { accessPlugin } from './plugins/access';
import { apiDocsPlugin } from './plugins/api-docs';
import { databasePlugin } from './plugins/database';
import { errorsPlugin, toErrorBody } from './plugins/errors';
import { eventsPlugin } from './plugins/events';
import { idempotencyPlugin } from './plugins/idempotency';
import { jobsPlugin } from './plugins/jobs';
import { uploadCleanupJob } from './plugins/jobs/upload-cleanup';
import { liveEventsPlugin } from './plugins/live-events';
import { mailPlugin } from './plugins/mail';
import { metricsEndpointPlugin, metricsPlugin } from './plugins/metrics';
import type { MailTransport } from './plugins/mailer';
import { rateLimitPlugin } from './plugins/rate-limit';
import { RequestLogController } from './plugins/request-log';
import { redisPlugin } from './plugins/redis';
import { echoRequestId, requestIdGenerator, requestIdPlugin } from './plugins/request-id';
import { runtimePlugin } from './plugins/runtime';
import { securityHeadersPlugin } from './plugins/security-headers';
import { storagePlugin } from './plugins/storage';
import { textInputPlugin } from './plugins/text-input';
import { webPlugin } from './plugins/web';

export interface BuildOptions {
  /** An open database (tests pass their own); otherwise one is opened from the configuration. */
  database?: DatabaseHandle;
  /** Replaces the SMTP or .eml transport the outbox delivers through (tests capture mail in memory). */
  mailTransport?: MailTransport;
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): unknown };
  now?: () => number;
}

/**
 * Builds the whole product as one Fastify app, ready to `listen` or to `inject` in tests: the infrastructure plugins,
 * then the modules, each a plugin that builds its own repository and service from the decorated infrastructure and
 * names the modules it needs (fastify-plugin `dependencies`). Modules react to each other through domain events
 * (plugins/events.ts).
 */
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
    logController: new RequestLogController(),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Request ids in logs (reqId) and answers (X-Request-Id) tie an error report to its request.
    genReqId: requestIdGenerator(config.trustProxy),
    // Errors raised before routing (a malformed URL) answer in the same error shape as every other.
    frameworkErrors: (error, request, reply: FastifyReply) => {
      echoRequestId(request, reply);
      const payload = toErrorBody(error);
      void reply.status(payload.status).send(payload);
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Infrastructure.
  await app.register(requestIdPlugin);
  await app.register(runtimePlugin, { config, now: options.now });
  await app.register(metricsPlugin);
  await app.register(databasePlugin, { database: options.database });
  await app.register(redisPlugin);
  await app.register(jobsPlugin);
  await app.register(eventsPlugin);
  await app.register(liveEventsPlugin);
  await app.register(storagePlugin);
  await app.register(uploadCleanupJob);
  await app.register(errorsPlugin);
  await app.register(textInputPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(rateLimitPlugin);
  await app.register(apiDocsPlugin);
  await app.register(accessPlugin);
  await app.register(idempotencyPlugin);
  await app.register(metricsEndpointPlugin);

  // Modules, each after the ones it names as dependencies.
  await app.register(audit);
  await app.register(settings);
  await app.register(mailPlugin, { transport: options.mailTransport });
  await app.register(activity);
  await app.register(users);
  // After mail and users: it looks up recipients and their preferences, and queues through the outbox.
  await app.register(notificationMail);
  await app.register(credentials);
  await app.register(twoFactor);
  await app.register(auth);
  await app.register(enterprise);
  await app.register(prices);
  await app.register(health);
  await app.register(investments);
  await app.register(marketIntelligence);
  await app.register(fuelAssessments);
  await app.register(inquiries);
  // After market intelligence and investments: the desk's Content tab writes through their collections.
  await app.register(content);
  await app.register(commodities);
  await app.register(trading);
  await app.register(contracts);
  await app.register(orders);
  await app.register(deals);
  await app.register(ratings);
  // After ratings: the matching view shows each trader's average.
  await app.register(matching);
  await app.register(dashboard);
  await app.register(documents);
  await app.register(adminUsers);
  await app.register(security);
  await app.register(alerts);
  await app.register(databaseAdmin);
  await app.register(analytics);
  // After every domain module: it tells their parties when their events change a subject.
  await app.register(liveEvents);
  // After every domain module: it subscribes to their events.
  await app.register(notifications);

  // After notifications: they tell users through it.
  await app.register(priceAlerts);
  await app.register(weeklyBrief);

  await app.register(webPlugin, { distDir: config.webDistDir });
  return app;
}
