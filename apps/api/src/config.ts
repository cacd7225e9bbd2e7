import path from 'node:path';
import { z } from 'zod';

const port = z.coerce.number().int().min(0).max(65535);
const positiveInt = z.coerce.number().int().positive();

/** Every variable the server reads, with its default. `.env.example` lists the same. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: port.default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL (leave it unset for the embedded SQLite file)')
    .optional(),
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL').optional(),
  TOTP_ENCRYPTION_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hexadecimal characters (32 bytes), e.g. from `openssl rand -hex 32`')
    .optional(),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional(),
  MAIL_FROM: z.string().min(3).default('Commodity Trading Platform <no-reply@localhost>'),
  PUBLIC_URL: z.url('must be an absolute URL such as http://localhost:3000').optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_SECONDS: positiveInt.default(900),
  REFRESH_TOKEN_TTL_DAYS: positiveInt.default(30),
  AUTH_RATE_LIMIT_PER_MINUTE: positiveInt.default(20),
  INQUIRY_RATE_LIMIT_PER_HOUR: positiveInt.default(10),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ADMIN_IP_ALLOWLIST: z
    .string()
    .default('127.0.0.1,::1')
    .transform((v) => v.split(',').map((a) => a.trim()).filter(Boolean)),
  WEB_DIST_DIR: z.string().optional(),
  PRICE_PROVIDER: z.enum(['upstream', 'simulated', 'fallback']).default('upstream'),
  PRICE_UPSTREAM_URL: z.url('must be an absolute URL such as https://query1.finance.yahoo.com').default('https://query1.finance.yahoo.com'),
  PRICE_CACHE_TTL_SECONDS: positiveInt.default(60),
  PRICE_UPSTREAM_TIMEOUT_MS: positiveInt.default(4000),
  PRICE_UPSTREAM_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
  PRICE_UPSTREAM_BACKOFF_MS: z.coerce.number().int().min(0).default(250),
  PRICE_UPSTREAM_MAX_PER_MINUTE: positiveInt.default(60),
  PRICE_SIMULATION_SEED: z.coerce.number().int().default(20431),
  PRICE_PORT: port.default(3001),
  HEALTH_CHECK_INTERVAL_SECONDS: z.coerce.number().int().min(5).max(86_400).default(60),
  STORAGE_URL: z
    .string()
    .regex(/^s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](\/.*)?$/, 'must be s3://bucket or s3://bucket/prefix (leave it unset for DATA_DIR/documents)')
    .optional(),
  S3_ENDPOINT: z.url('must be an absolute URL such as http://127.0.0.1:9000').optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
  AWS_ACCESS_KEY_ID: z.string().min(1).optional(),
  AWS_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  METRICS_ALLOWLIST: z
    .string()
    .default('127.0.0.1,::1')
    .transform((v) => v.split(',').map((a) => a.trim()).filter(Boolean)),
  JOBS_ENGINE: z.enum(['auto', 'lease', 'pg-boss']).default('auto'),
  JOBS_SCHEMA: z.string().regex(/^[a-z_][a-z0-9_]{0,62}$/, 'must be a lower-case PostgreSQL identifier').default('pgboss'),
  REDIS_KEY_PREFIX: z.string().min(1).max(64).default('ctp:'),
  SHUTDOWN_TIMEOUT_MS: positiveInt.default(10_000),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Shared rate-limit counters (and, later, cache and events) live here when set. */
  redisUrl: string | undefined;
  /** Key (hex) that encrypts TOTP secrets at rest; generated into DATA_DIR when unset. */
  totpEncryptionKey: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  jwtSecret: string | undefined;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  authRateLimitPerMinute: number;
  /** Contact-form submissions allowed per IP per hour. */
  inquiryRateLimitPerHour: number;
  trustProxy: boolean;
  /** Browser cookies are Secure (and take the __Host-/__Secure- prefixes): in production, and whenever PUBLIC_URL is https. */
  secureCookies: boolean;
  /** The addresses /admin/* answers while the ipWhitelistEnabled setting is on (exact matches). */
  adminIpAllowlist: string[];
  logLevel: Env['LOG_LEVEL'];
  webDistDir: string;
  /** The price service (spec 7.1): its provider, cache and upstream limits. */
  prices: PriceConfig;
  /** How often the server runs its health checks and raises System Alerts for failures. */
  healthCheckIntervalSeconds: number;
  /** Where document files live: DATA_DIR/documents, or S3-compatible object storage when STORAGE_URL is set. */
  storage: StorageConfig;
  /** The addresses GET /metrics answers (exact matches); everyone else gets 404. */
  metricsAllowlist: string[];
  /** Background jobs: pg-boss on PostgreSQL (auto, when DATABASE_URL is set), else a lease row per job in the database. */
  jobsEngine: 'lease' | 'pg-boss';
  /** The PostgreSQL schema pg-boss keeps its queues in. */
  jobsSchema: string;
  /** Every Redis key starts with it, so two deployments (or parallel tests) can share one Redis. */
  redisKeyPrefix: string;
  /** SIGTERM: how long in-flight requests, streams and jobs get before the process exits anyway. */
  shutdownTimeoutMs: number;
}

export type StorageConfig =
  | { kind: 'local' }
  | {
      kind: 's3';
      bucket: string;
      /** Key prefix without leading or trailing slash ('' for the bucket's root). */
      prefix: string;
      /** S3-compatible servers (MinIO, s3rver); unset for AWS itself. */
      endpoint: string | undefined;
      region: string;
      forcePathStyle: boolean;
      /** Unset: the SDK's default credential chain (environment, instance role). */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
    };

export interface PriceConfig {
  /** upstream: public market data, degrading to the last good quote, then to the fallback data. */
  provider: 'upstream' | 'simulated' | 'fallback';
  upstreamUrl: string;
  cacheTtlSeconds: number;
  /** Per upstream attempt. */
  upstreamTimeoutMs: number;
  upstreamRetries: number;
  /** First back-off between attempts; it doubles each time. */
  upstreamBackoffMs: number;
  upstreamMaxPerMinute: number;
  simulationSeed: number;
  /** Port of the price service when it runs as its own process. */
  standalonePort: number;
}

export class ConfigError extends Error {}

/** Reads the environment; a bad value stops the start with one line per problem. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    totpEncryptionKey: env.TOTP_ENCRYPTION_KEY,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    jwtSecret: env.JWT_SECRET,
    accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: env.REFRESH_TOKEN_TTL_DAYS,
    authRateLimitPerMinute: env.AUTH_RATE_LIMIT_PER_MINUTE,
    inquiryRateLimitPerHour: env.INQUIRY_RATE_LIMIT_PER_HOUR,
    trustProxy: env.TRUST_PROXY,
    secureCookies: env.NODE_ENV === 'production' || (env.PUBLIC_URL ?? '').startsWith('https://'),
    adminIpAllowlist: env.ADMIN_IP_ALLOWLIST,
    logLevel: env.LOG_LEVEL,
    healthCheckIntervalSeconds: env.HEALTH_CHECK_INTERVAL_SECONDS,
    storage: storageConfig(env),
    metricsAllowlist: env.METRICS_ALLOWLIST,
    jobsEngine: env.JOBS_ENGINE === 'auto' ? (env.DATABASE_URL ? 'pg-boss' : 'lease') : env.JOBS_ENGINE,
    jobsSchema: env.JOBS_SCHEMA,
    redisKeyPrefix: env.REDIS_KEY_PREFIX,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? new URL('../../web/dist', import.meta.url).pathname),
    prices: {
      provider: env.PRICE_PROVIDER,
      upstreamUrl: env.PRICE_UPSTREAM_URL.replace(/\/$/, ''),
      cacheTtlSeconds: env.PRICE_CACHE_TTL_SECONDS,
      upstreamTimeoutMs: env.PRICE_UPSTREAM_TIMEOUT_MS,
      upstreamRetries: env.PRICE_UPSTREAM_RETRIES,
      upstreamBackoffMs: env.PRICE_UPSTREAM_BACKOFF_MS,
      upstreamMaxPerMinute: env.PRICE_UPSTREAM_MAX_PER_MINUTE,
      simulationSeed: env.PRICE_SIMULATION_SEED,
      standalonePort: env.PRICE_PORT,
    },
  };
}

function storageConfig(env: Env): StorageConfig {
  if (!env.STORAGE_URL) return { kind: 'local' };
  const url = new URL(env.STORAGE_URL);
  return {
    kind: 's3',
    bucket: url.hostname,
    prefix: url.pathname.replace(/^\/+|\/+$/g, ''),
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    // Self-hosted servers rarely have a wildcard DNS name per bucket.
    forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE === 'true' : Boolean(env.S3_ENDPOINT),
    credentials:
      env.AWS_ACCESS_KEY_ID && env.AWS_SECRET_ACCESS_KEY ? { accessKeyId: env.AWS_ACCESS_KEY_ID, secretAccessKey: env.AWS_SECRET_ACCESS_KEY } : undefined,
  };
}
