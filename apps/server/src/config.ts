import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** Levels searched above this module for the repository root (src/ or dist/ are two below it). */
const repoRootSearchDepthMax = 6;

/**
 * The repository root: the nearest folder above this module holding apps/server/package.json. It
 * is found from the module's own location (apps/server/src/config.ts under tsx, the bundle
 * apps/server/dist/server.js in production), so neither the working directory nor the build
 * layout matters.
 */
function findRepoRoot(moduleUrl: string): string {
  let dir = dirname(fileURLToPath(moduleUrl));
  for (let level = 0; level <= repoRootSearchDepthMax; level += 1) {
    if (existsSync(join(dir, 'apps', 'server', 'package.json'))) return dir;
    dir = dirname(dir);
  }
  throw new Error(`repository root not found above ${fileURLToPath(moduleUrl)}`);
}

export const repoRoot = findRepoRoot(import.meta.url);

/** Special DATA_DIR value: PGlite in memory, nothing on disk (tests). */
export const memoryDataDir = 'memory://';

const devJwtSecret = 'oddsmith-dev-secret-change-me-0123456789';
const devSandboxWebhookSecret = 'oddsmith-sandbox-webhook-secret-dev';

const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** `12h`, `30m`, `900s`, `7d` or a bare number of seconds. */
const durationText = z
  .string()
  .regex(/^\d+[smhd]?$/, 'must be a number of seconds or like 30m, 12h, 7d')
  .transform((text) => {
    const unitSeconds: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86_400 };
    const unit = /[smhd]$/.test(text) ? text.slice(-1) : 's';
    return Number.parseInt(text, 10) * (unitSeconds[unit] ?? 1);
  });

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

/** Fastify's trustProxy: off, a hop count, or the trusted proxies' addresses/CIDRs. */
export type TrustProxy = false | number | string[];

/** Named ranges proxy-addr (Fastify's trustProxy) understands beside addresses and CIDRs. */
const trustProxyRangeNames = ['loopback', 'linklocal', 'uniquelocal'];
const trustProxyHopsMax = 10;

function isTrustProxyEntry(entry: string): boolean {
  if (trustProxyRangeNames.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/**
 * `false` (or `0`): ignore X-Forwarded-*; a hop count (`1` = one load balancer in front); or a
 * comma-separated list of proxy addresses, CIDRs and proxy-addr names. `true` would believe any
 * client's X-Forwarded-For (and so any address it claims), so it is refused.
 */
const trustProxyText = z
  .string()
  .trim()
  .superRefine((text, context) => {
    if (/^(true|yes)$/i.test(text)) {
      context.addIssue({
        code: 'custom',
        message: "true would trust any client's X-Forwarded-For; give the number of proxy hops (e.g. 1) or the proxies' addresses/CIDRs (e.g. 10.0.0.0/8,127.0.0.1)",
      });
      return;
    }
    if (/^(false|no|\d+)$/i.test(text)) {
      if (/^\d+$/.test(text) && Number(text) > trustProxyHopsMax) context.addIssue({ code: 'custom', message: `must be at most ${trustProxyHopsMax} hops` });
      return;
    }
    const bad = text.split(',').map((entry) => entry.trim()).filter((entry) => !isTrustProxyEntry(entry));
    if (bad.length > 0) context.addIssue({ code: 'custom', message: `not an address, CIDR or hop count: ${bad.join(', ').slice(0, 200)}` });
  })
  .transform((text): TrustProxy => {
    if (/^(false|no)$/i.test(text)) return false;
    if (/^\d+$/.test(text)) return Number(text) === 0 ? false : Number(text);
    return text.split(',').map((entry) => entry.trim());
  });

const rateLimitMax = z.coerce.number().int().min(1).max(100_000);

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URL: z.preprocess(emptyAsUndefined, z.string().url().optional()),
  DATA_DIR: z.string().default('./data'),
  JWT_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
  JWT_TTL: z.preprocess(emptyAsUndefined, durationText.optional()),
  REDIS_URL: z.preprocess(emptyAsUndefined, z.string().optional()),
  SMTP_URL: z.preprocess(emptyAsUndefined, z.string().optional()),
  PUBLIC_URL: z.preprocess(emptyAsUndefined, z.string().url().optional()),
  SEED_DEMO: z.preprocess(emptyAsUndefined, booleanText.optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.preprocess(emptyAsUndefined, z.string().optional()),
  TRUST_PROXY: z.preprocess(emptyAsUndefined, trustProxyText.optional()),
  LOGIN_RATE_LIMIT_PER_MINUTE: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(10_000).default(10)),
  LOGIN_RATE_LIMIT_PER_USERNAME: z.preprocess(emptyAsUndefined, rateLimitMax.default(20)),
  ACCOUNT_RATE_LIMIT_PER_HOUR: z.preprocess(emptyAsUndefined, rateLimitMax.default(20)),
  ACCOUNT_TARGET_RATE_LIMIT_PER_HOUR: z.preprocess(emptyAsUndefined, rateLimitMax.default(5)),
  SANDBOX_WEBHOOK_SECRET: z.preprocess(emptyAsUndefined, z.string().min(16, 'must be at least 16 characters').optional()),
  PAYMENTS_SANDBOX: z.preprocess(emptyAsUndefined, booleanText.optional()),
  API_DOCS: z.preprocess(emptyAsUndefined, booleanText.optional()),
  FEED_ENABLED: z.preprocess(emptyAsUndefined, booleanText.optional()),
  JOBS_ENABLED: z.preprocess(emptyAsUndefined, booleanText.optional()),
  PLACEMENT_GROUP_COMMIT: z.preprocess(emptyAsUndefined, booleanText.optional()),
  EXCHANGE_MARKET_MAKER: z.preprocess(emptyAsUndefined, booleanText.optional()),
  FEED_TICK_MS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(100).max(60_000).default(1000)),
  FEED_SEED: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(2 ** 31 - 1).optional()),
  FEED_MARGIN_BP: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(3000).default(500)),
  SOCKET_CONNECTIONS_PER_ADDRESS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(100_000).default(50)),
});

export type Config = {
  port: number;
  host: string;
  nodeEnv: 'development' | 'production' | 'test';
  /** PostgreSQL URL; absent means embedded PGlite under `dataDir`. */
  databaseUrl: string | undefined;
  /** Absolute directory for PGlite files, or `memory://`. */
  dataDir: string;
  jwtSecret: string;
  /** True when JWT_SECRET was not set and the development default is in use (logged at start). */
  jwtSecretIsDefault: boolean;
  jwtTtlSeconds: number;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  publicUrl: string;
  seedDemo: boolean;
  logLevel: string;
  webDistDir: string;
  trustProxy: TrustProxy;
  /** Login attempts per minute per IP (PRODUCT contract: 10). Tests may raise it. */
  loginRateLimitPerMinute: number;
  /** Login attempts per 15 minutes per lower-cased username or e-mail, from any address. */
  loginRateLimitPerUsername: number;
  /** Register, password-reset and verify-email requests per hour per client address (each route). */
  accountRateLimitPerHour: number;
  /** The same routes per hour per target: e-mail, username or the owner of the token. */
  accountTargetRateLimitPerHour: number;
  /** HMAC-SHA256 key the sandbox payment provider signs its webhooks with. */
  sandboxWebhookSecret: string;
  /**
   * The built-in sandbox card provider (hosted page, pay button, webhook). It lets a player credit
   * themselves, so it is on only for local development and tests unless PAYMENTS_SANDBOX says so.
   */
  paymentsSandbox: boolean;
  /** Serve the API documentation (/api/docs and /api/openapi.json). */
  apiDocs: boolean;
  /** Run the sports feed (simulator) on this instance; off by default in tests. */
  feedEnabled: boolean;
  /**
   * Run the background jobs (settlement, in-play acceptance, mail delivery, reset mail) on this
   * instance; off by default in tests, which run them by hand. Every job takes its rows with
   * SKIP LOCKED, so any number of instances may run them.
   */
  jobsEnabled: boolean;
  /** Concurrent bet placements are written together, one transaction per batch (group commit); off: one transaction each. */
  placementGroupCommit: boolean;
  /** The demo market maker quotes linked exchange markets (default: when the feed runs). */
  exchangeMarketMaker: boolean;
  /** Milliseconds between simulator ticks. */
  feedTickMs: number;
  /** Simulator calendar seed; unset means resume the stored calendar or start a time-seeded one. */
  feedSeed: number | undefined;
  /** Bookmaker margin of simulator prices in basis points (500 = 5%). */
  feedMarginBp: number;
  /** Concurrent socket.io connections one client address may hold on this instance (the address as request.ip sees it). */
  socketConnectionsPerAddress: number;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function resolveFromRoot(path: string): string {
  return isAbsolute(path) ? path : resolve(repoRoot, path);
}

/**
 * In production the webhook key must be the operator's own: the development key is public (it is in
 * this repository), and anyone holding it can sign a "payment succeeded" webhook.
 */
function assertProductionWebhookSecret(secret: string | undefined, paymentsSandbox: boolean): void {
  if (secret === devSandboxWebhookSecret) {
    throw new ConfigError('Invalid environment: SANDBOX_WEBHOOK_SECRET must not be the development secret when NODE_ENV=production');
  }
  if (paymentsSandbox && secret === undefined) {
    throw new ConfigError('Invalid environment: SANDBOX_WEBHOOK_SECRET is required when NODE_ENV=production and PAYMENTS_SANDBOX is on');
  }
}

/** Parses the environment once. Throws ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment: ${problems.join('; ')}`);
  }
  const vars = parsed.data;
  const production = vars.NODE_ENV === 'production';
  if (production && (!vars.JWT_SECRET || vars.JWT_SECRET === devJwtSecret)) {
    throw new ConfigError('Invalid environment: JWT_SECRET is required when NODE_ENV=production, and must not be the development secret');
  }
  // Local development: the embedded database outside production. Only there do the demo accounts
  // (known passwords) and the sandbox card provider (free money) appear without being asked for.
  const localDevelopment = !vars.DATABASE_URL && !production;
  const paymentsSandbox = vars.PAYMENTS_SANDBOX ?? localDevelopment;
  if (production) assertProductionWebhookSecret(vars.SANDBOX_WEBHOOK_SECRET, paymentsSandbox);
  return {
    port: vars.PORT,
    host: vars.HOST,
    nodeEnv: vars.NODE_ENV,
    databaseUrl: vars.DATABASE_URL,
    dataDir: vars.DATA_DIR === memoryDataDir ? memoryDataDir : resolveFromRoot(vars.DATA_DIR),
    jwtSecret: vars.JWT_SECRET ?? devJwtSecret,
    jwtSecretIsDefault: !vars.JWT_SECRET,
    jwtTtlSeconds: vars.JWT_TTL ?? 12 * 3600,
    redisUrl: vars.REDIS_URL,
    smtpUrl: vars.SMTP_URL,
    publicUrl: (vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`).replace(/\/+$/, ''),
    // Demo accounts with known passwords must never appear on a real database by accident.
    seedDemo: vars.SEED_DEMO ?? localDevelopment,
    logLevel: vars.LOG_LEVEL,
    webDistDir: resolveFromRoot(vars.WEB_DIST_DIR ?? 'apps/web/dist'),
    trustProxy: vars.TRUST_PROXY ?? false,
    loginRateLimitPerMinute: vars.LOGIN_RATE_LIMIT_PER_MINUTE,
    loginRateLimitPerUsername: vars.LOGIN_RATE_LIMIT_PER_USERNAME,
    accountRateLimitPerHour: vars.ACCOUNT_RATE_LIMIT_PER_HOUR,
    accountTargetRateLimitPerHour: vars.ACCOUNT_TARGET_RATE_LIMIT_PER_HOUR,
    sandboxWebhookSecret: vars.SANDBOX_WEBHOOK_SECRET ?? devSandboxWebhookSecret,
    paymentsSandbox,
    apiDocs: vars.API_DOCS ?? !production,
    feedEnabled: vars.FEED_ENABLED ?? vars.NODE_ENV !== 'test',
    jobsEnabled: vars.JOBS_ENABLED ?? vars.NODE_ENV !== 'test',
    placementGroupCommit: vars.PLACEMENT_GROUP_COMMIT ?? true,
    exchangeMarketMaker: vars.EXCHANGE_MARKET_MAKER ?? vars.FEED_ENABLED ?? vars.NODE_ENV !== 'test',
    feedTickMs: vars.FEED_TICK_MS,
    feedSeed: vars.FEED_SEED,
    feedMarginBp: vars.FEED_MARGIN_BP,
    socketConnectionsPerAddress: vars.SOCKET_CONNECTIONS_PER_ADDRESS,
  };
}

export function webDistExists(config: Config): boolean {
  return existsSync(resolve(config.webDistDir, 'index.html'));
}
