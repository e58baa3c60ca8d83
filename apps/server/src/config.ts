import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/**
 * The documented key that encrypts two-factor secrets outside production (demo, tests). Production
 * refuses to start without TWO_FACTOR_KEY (docs/SECURITY.md "Two-factor sign-in").
 */
export const DEVELOPMENT_TWO_FACTOR_KEY = 'development-two-factor-key-not-for-production';

/** The documented default for demo sign-ins; printed at start and in the README. */
export const DEFAULT_DEMO_PASSWORD = 'Demo-Console-2026';

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
  SESSION_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(12 * 3600),
  REFRESH_REUSE_LEEWAY_SECONDS: z.coerce.number().int().min(0).max(120).default(20),
  VIEW_AS_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(30 * 60),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must have at least 32 characters').optional(),
  TWO_FACTOR_KEY: z.string().min(32, 'TWO_FACTOR_KEY must have at least 32 characters').optional(),
  DEMO_PASSWORD: z.string().min(1).optional(),
  DEMO_CLIENTS: z.coerce.number().int().min(0).default(2000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .string()
    .default('false')
    .refine(
      (v) => v !== 'true',
      'TRUST_PROXY=true would believe any X-Forwarded-For: give the hop count or the proxies’ addresses',
    ),
  LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).default(100),
  FOUR_EYES_WITHDRAWAL_THRESHOLD: z.coerce.number().int().min(0).default(10_000),
  REASSIGN_BATCH_SIZE: z.coerce.number().int().min(1).max(100_000).default(5000),
  REASSIGN_SYNC_LIMIT: z.coerce.number().int().min(0).max(100_000).default(5000),
  INTAKE_RATE_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  DEMO_REGISTRATION_INTERVAL_SECONDS: z.coerce.number().min(0).default(30),
  SET_PASSWORD_LINK_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(300)
    .max(30 * 86_400)
    .default(48 * 3600),
  EXPORT_PAGE_SIZE: z.coerce.number().int().min(1).max(10_000).default(2000),
  AUDIT_VERIFY_INTERVAL_MINUTES: z.coerce
    .number()
    .int()
    .min(0)
    .max(7 * 24 * 60)
    .default(60),
  REPORTING_TIME_ZONE: z
    .string()
    .default('UTC')
    .refine(isTimeZone, 'REPORTING_TIME_ZONE must be an IANA time zone name, e.g. UTC or Europe/Nicosia'),
  SMTP_URL: z.string().url().optional(),
  PUBLIC_URL: z.string().url().optional(),
  MAIL_BATCH_SIZE: z.coerce.number().int().min(1).max(1000).default(50),
  // How long one pricing of the accounts with open positions is shared by the balance reports of
  // an instance: about a price tick (modules/trading-reports/exposed-accounts.ts); 0 prices per request.
  BALANCE_EXPOSURE_MAX_AGE_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
  DAILY_ANALYSIS_HOUR: z.coerce.number().int().min(0).max(23).default(7),
});

/** An IANA zone name both Node and PostgreSQL know (both read the same tz database). */
function isTimeZone(name: string): boolean {
  if (!/^[A-Za-z][\w+/-]*$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** `false`, a number of proxy hops, or the proxies' addresses/CIDRs, comma-separated. */
function parseTrustProxy(value: string): false | number | string[] {
  if (value === '' || value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Absolute; PGlite files, the development JWT key and (later) uploads live here. */
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  accessTokenTtlSeconds: number;
  sessionTtlSeconds: number;
  /**
   * How long a rotated refresh token may still be traded (for a new pair, the session kept) before
   * a second use counts as theft: a tab closed, or a page left, while its refresh was on the wire
   * loses the new token it was sent (refresh-session.ts). 0: never.
   */
  refreshReuseLeewaySeconds: number;
  viewAsTtlSeconds: number;
  jwtSecret: string;
  /** Key material for the AES-256-GCM encryption of two-factor secrets (hashed to 32 bytes). */
  twoFactorKey: string;
  demoPassword: string;
  demoClients: number;
  seedDemo: boolean;
  logLevel: string;
  /** Which proxies may set the client address (Fastify's trustProxy): none, a hop count, or addresses. */
  trustProxy: false | number | string[];
  loginMaxFailuresPerAddress: number;
  /**
   * A withdrawal above this many US dollars needs a second staff member; for other currencies the
   * figure is converted at the day's rate (modules/rates/usd-figures.ts).
   */
  fourEyesWithdrawalThreshold: number;
  /** The brokerage's one reporting time zone: the day every report figure counts on. */
  reportingTimeZone: string;
  /** How long a one-time set-password link stays valid (48 h by default). */
  setPasswordLinkTtlSeconds: number;
  /** Rows an export reads per keyset page: memory stays at about one page however long the file. */
  exportPageSize: number;
  /** How often the server verifies the audit hash chain by itself (audit/verification-job.ts); 0: never. */
  auditVerifyIntervalMinutes: number;
  /** Clients a bulk reassignment moves per transaction (one statement and one audit record each). */
  reassignBatchSize: number;
  /** A bulk reassignment of more clients than this runs in the background (job `client-reassignments`). */
  reassignSyncLimit: number;
  /** Registrations one client-app key may send per minute to one instance (`POST /api/clients/register`). */
  intakeRatePerMinute: number;
  /** The demo's simulated client app registers a client this often (0: never); demo mode only. */
  demoRegistrationIntervalSeconds: number;
  /** Where the built console is served from, if it has been built. */
  webDist: string;
  /** Outgoing mail (`smtp://…`, `smtps://…`); unset: messages land in the outbox table the console shows. */
  smtpUrl: string | undefined;
  /** The console's public origin, for links in e-mails (the unsubscribe page); `http://localhost:PORT` unless set. */
  publicUrl: string;
  /** Messages sent per batch, each batch's send log written in one statement. */
  mailBatchSize: number;
  /** The reporting-zone hour from which the daily analysis is drafted. */
  dailyAnalysisHour: number;
  /** How long the balance reports of an instance share one pricing of the exposed accounts (0: none). */
  balanceExposureMaxAgeMs: number;
};

export class ConfigError extends Error {}

/**
 * Reads the environment. Relative paths are taken from where `npm` was invoked (INIT_CWD), so
 * `DATA_DIR=./data npm start` at the repository root means `<root>/data`, not a workspace folder.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  const dataDir = dataDirOf(env);
  const isProduction = e.NODE_ENV === 'production';

  if (isProduction) {
    const missing = [
      !e.JWT_SECRET && 'JWT_SECRET',
      !e.DATABASE_URL && 'DATABASE_URL',
      !e.TWO_FACTOR_KEY && 'TWO_FACTOR_KEY',
    ].filter(Boolean);
    if (missing.length > 0) {
      throw new ConfigError(
        `Refusing to start in production without ${missing.join(' and ')} ` +
          '(the embedded database runs without fsync; production belongs on PostgreSQL).',
      );
    }
  }

  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    sessionTtlSeconds: e.SESSION_TTL_SECONDS,
    refreshReuseLeewaySeconds: e.REFRESH_REUSE_LEEWAY_SECONDS,
    viewAsTtlSeconds: e.VIEW_AS_TTL_SECONDS,
    jwtSecret: e.JWT_SECRET ?? developmentSecret(dataDir),
    twoFactorKey: e.TWO_FACTOR_KEY ?? DEVELOPMENT_TWO_FACTOR_KEY,
    demoPassword: e.DEMO_PASSWORD ?? DEFAULT_DEMO_PASSWORD,
    demoClients: e.DEMO_CLIENTS,
    seedDemo: !isProduction,
    logLevel: e.LOG_LEVEL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    loginMaxFailuresPerAddress: e.LOGIN_MAX_FAILURES_PER_ADDRESS,
    fourEyesWithdrawalThreshold: e.FOUR_EYES_WITHDRAWAL_THRESHOLD,
    exportPageSize: e.EXPORT_PAGE_SIZE,
    auditVerifyIntervalMinutes: e.AUDIT_VERIFY_INTERVAL_MINUTES,
    reassignBatchSize: e.REASSIGN_BATCH_SIZE,
    reassignSyncLimit: e.REASSIGN_SYNC_LIMIT,
    intakeRatePerMinute: e.INTAKE_RATE_PER_MINUTE,
    demoRegistrationIntervalSeconds: e.DEMO_REGISTRATION_INTERVAL_SECONDS,
    setPasswordLinkTtlSeconds: e.SET_PASSWORD_LINK_TTL_SECONDS,
    reportingTimeZone: e.REPORTING_TIME_ZONE,
    // src/ and the build's dist/ sit at the same depth under apps/server, so this holds for both.
    webDist: path.resolve(import.meta.dirname, '../../web/dist'),
    smtpUrl: e.SMTP_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    mailBatchSize: e.MAIL_BATCH_SIZE,
    dailyAnalysisHour: e.DAILY_ANALYSIS_HOUR,
    balanceExposureMaxAgeMs: e.BALANCE_EXPOSURE_MAX_AGE_MS,
  };
}

/**
 * DATA_DIR as an absolute path, taken from where `npm` was invoked (INIT_CWD). Alone, for tools
 * that must not make the development signing key as loadConfig does (backup, restore).
 */
export function dataDirOf(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.INIT_CWD ?? process.cwd(), env.DATA_DIR ?? './data');
}

/** Outside production a signing key is made once and kept in DATA_DIR, so restarts keep sessions. */
function developmentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}
