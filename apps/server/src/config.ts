import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { parseSecretsKey } from './crypto/secrets';
import { DEFAULT_LEASE_SECONDS } from './jobs/lease';

const bool = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z.url().optional(),
  /** Redis for socket fan-out between instances; unset keeps it inside the one process. */
  REDIS_URL: z.url().optional(),
  /** Starts the names of this deployment's pub/sub channels: several deployments may share one Redis. */
  REDIS_CHANNEL_PREFIX: z.string().min(1).max(64).default('aula:'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(30 * 24 * 3600).default(3600),
  /**
   * At the latest this long after an attendee's last venue tab closed, their network dropped or
   * their server instance died, the console shows them offline (within 30 s: docs/rules/venue.md#presence).
   */
  PRESENCE_OFFLINE_AFTER_MS: z.coerce.number().int().min(300).max(300_000).default(30_000),
  /**
   * The length of an analytics minute (docs/rules/analytics.md#what-is-recorded): 60,000 in production. Tests that run
   * server processes shorten it so that minutes end while they wait; every minute still has 60 seconds.
   */
  ANALYTICS_MINUTE_MS: z.coerce.number().int().min(1000).max(60_000).default(60_000),
  /**
   * Off, the venue's minutes and attendees' actions are not recorded (sign-ins still are): only for
   * the engagement bench, which measures the same load with and without recording
   * (docs/decisions/0121-analytics-recording-switch.md).
   */
  ANALYTICS_RECORDING: bool.default(true),
  /** How long an instance answers for an access token from memory before asking the database again; 0 turns it off. */
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
  VERIFY_TOKEN_TTL_HOURS: z.coerce.number().int().min(1).max(24 * 30).default(48),
  RESET_TOKEN_TTL_MINUTES: z.coerce.number().int().min(5).max(24 * 60).default(60),
  INVITE_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(90).default(14),
  TRIAL_DAYS: z.coerce.number().int().min(1).max(365).default(14),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Aula <no-reply@localhost>'),
  /**
   * Internal mail servers (names or addresses, separated by commas) an organiser may enter as an
   * event's own SMTP server; every other loopback, private, link-local or reserved address is refused.
   */
  MAIL_ALLOWED_INTERNAL_HOSTS: z.string().default(''),
  /** An event's test mail through its own server is given this long; every failure is answered after exactly this time. */
  MAIL_TEST_TIMEOUT_MS: z.coerce.number().int().min(500).max(60_000).default(10_000),
  /**
   * Internal meeting servers (names or addresses, separated by commas) an organiser may enter for
   * an event's video-meeting integrations; every other internal address is refused, as for SMTP.
   */
  MEETING_ALLOWED_INTERNAL_HOSTS: z.string().default(''),
  /** How long a call to a meeting provider (a test, a BigBlueButton create) may take. */
  MEETING_CALL_TIMEOUT_MS: z.coerce.number().int().min(500).max(60_000).default(10_000),
  /** Microsoft's sign-in (token and admin consent) and Graph, for Teams meetings; tests point them at local fakes. */
  MEETING_TEAMS_LOGIN_URL: z.url().default('https://login.microsoftonline.com'),
  MEETING_TEAMS_GRAPH_URL: z.url().default('https://graph.microsoft.com'),
  BOT_CHECK_PROVIDER: z.enum(['none', 'turnstile', 'hcaptcha', 'recaptcha']).default('none'),
  BOT_CHECK_SITE_KEY: z.string().default(''),
  BOT_CHECK_SECRET: z.string().default(''),
  BOT_CHECK_VERIFY_URL: z.url().optional(),
  BREACH_CHECK_URL: z.url().default('https://api.pwnedpasswords.com/range/'),
  BREACH_CHECK_REQUIRED: bool.default(false),
  BREACH_CHECK_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(3000),
  /** A Nominatim-compatible search endpoint; unset means no place search, the location is free text. */
  MAPS_SEARCH_URL: z.url().optional(),
  MAPS_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(3000),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(300),
  RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(25),
  /** Failed sign-ins to one account from one client (IP) per window; then that client gets 429. */
  RATE_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  /** Failed sign-ins to one account from all clients per window after which every sign-in to it waits longer. */
  RATE_LIMIT_ACCOUNT_SLOWDOWN_AFTER: z.coerce.number().int().min(1).default(50),
  /** Mails (activation, reset, sign-up notice) one client may have sent to one address per window. */
  RATE_LIMIT_RESET_MAILS_PER_ACCOUNT: z.coerce.number().int().min(1).default(3),
  /** Mails to one address per window from all clients; beyond, at most one a minute goes out. */
  RATE_LIMIT_MAILS_PER_ACCOUNT_CEILING: z.coerce.number().int().min(1).default(10),
  TRUST_PROXY: bool.default(false),
  /** Opens GET /metrics to a caller sending it as a bearer token; unset, there is no /metrics. */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** How often an idle job worker looks for due jobs; a new job on this instance starts at once. */
  JOBS_POLL_INTERVAL_MS: z.coerce.number().int().min(50).max(600_000).default(2000),
  /** How long a job's claim lasts without renewal; its worker renews it while it runs, so only a dead process loses it. */
  JOBS_LEASE_SECONDS: z.coerce.number().int().min(1).max(24 * 3600).default(DEFAULT_LEASE_SECONDS),
  /** Template mails one instance hands to the SMTP server at once (docs/rules/communications.md#sending-templates). */
  MAIL_SEND_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  /** Attempts per recipient before a temporarily refused (4xx) mail counts as failed. */
  MAIL_SEND_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(5),
  /** The first retry's delay after a 4xx; each further one waits four times longer. */
  MAIL_SEND_RETRY_BASE_MS: z.coerce.number().int().min(10).max(3600_000).default(30_000),
  /** How long a claimed recipient stays claimed without renewal; a process that died while sending loses it after this. */
  MAIL_SEND_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(DEFAULT_LEASE_SECONDS),
  /** The whole request (headers and body) must arrive within this time, else 408 and the connection closes. */
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  /** The request headers must arrive within this time; never longer than the request time-out. */
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  /** An idle kept-alive connection closes after this time; set it above a load balancer's idle time-out. */
  HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(72_000),
  /** Signs the user's e-mail for the support chat's identity verification; unset sends an empty hash. */
  SUPPORT_CHAT_SECRET: z.string().default(''),
  TERMS_URL_EN: z.url().default('https://aula.example/terms'),
  TERMS_URL_DE: z.url().default('https://aula.example/de/agb'),
  WEB_DIST_DIR: z.string().optional(),
  /** An S3-compatible service for uploaded files; unset keeps them under DATA_DIR/files/. */
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().default(''),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().default(''),
  S3_SECRET_ACCESS_KEY: z.string().default(''),
  /** Optional folder inside the bucket. */
  S3_PREFIX: z.string().regex(/^[A-Za-z0-9/_-]*$/).default(''),
  /** 32 random bytes in base64 that encrypt stored secrets (SMTP passwords); unset makes one in DATA_DIR. */
  SECRETS_KEY: z.string().optional(),
  /** A file holding SECRETS_KEY (a mounted secret), read once at start; set this or SECRETS_KEY. */
  SECRETS_KEY_FILE: z.string().min(1).optional(),
  /** Internal staff (docs/rules/roles-and-permissions.md#internal-staff): users at exactly this e-mail domain may read system settings; empty makes nobody staff. */
  STAFF_EMAIL_DOMAIN: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$|^$/, 'a domain such as aula.example, or empty')
    .default(''),
  // Card payments (docs/rules/billing.md#card-payments): Stripe with both keys, else the in-app sandbox (docs/decisions/0051-card-payments.md).
  STRIPE_SECRET_KEY: z.string().default(''),
  STRIPE_WEBHOOK_SECRET: z.string().default(''),
  /** Another address for Stripe's API (a local fake in tests); unset talks to Stripe. */
  STRIPE_API_URL: z.url().optional(),
  /** Signs the sandbox's own webhooks; unset derives one from the secrets key. */
  SANDBOX_WEBHOOK_SECRET: z.string().min(16).optional(),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  publicUrl: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  redisChannelPrefix: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  tokens: { accessTtlSeconds: number; verifyTtlHours: number; resetTtlMinutes: number; inviteTtlDays: number };
  sessionCacheSeconds: number;
  presence: { offlineAfterMs: number };
  analytics: { minuteMs: number; recording: boolean };
  trialDays: number;
  /** The operator's own mail transport (trusted), and what limits the SMTP servers organisers enter. */
  mail: { smtpUrl: string | undefined; from: string; allowedInternalHosts: string[]; testTimeoutMs: number };
  /** What limits the meeting servers organisers enter (docs/rules/rooms-and-agenda.md#meeting-integrations). */
  meetings: { allowedInternalHosts: string[]; callTimeoutMs: number; teamsLoginUrl: string; teamsGraphUrl: string };
  botCheck: { provider: 'none' | 'turnstile' | 'hcaptcha' | 'recaptcha'; siteKey: string; secret: string; verifyUrl: string | undefined };
  breachCheck: { url: string; required: boolean; timeoutMs: number };
  maps: { searchUrl: string | undefined; timeoutMs: number };
  rateLimit: {
    windowSeconds: number;
    perIp: number;
    perAccount: number;
    accountSlowDownAfter: number;
    resetMailsPerAccount: number;
    mailsPerAccountCeiling: number;
  };
  trustProxy: boolean;
  /** The bearer token of GET /metrics, or null: no metrics served (docs/rules/operations.md#metrics). */
  metricsToken: string | null;
  jobs: { pollIntervalMs: number; leaseMs: number };
  mailSends: { concurrency: number; maxAttempts: number; retryBaseMs: number; leaseMs: number };
  http: { requestTimeoutMs: number; headersTimeoutMs: number; keepAliveTimeoutMs: number };
  supportChatSecret: string;
  termsUrl: { en: string; de: string };
  webDistDir: string;
  /** Where uploaded files live: null keeps them in `DATA_DIR/files/`. */
  /** The key of stored secrets; null makes and keeps one in DATA_DIR (fine for one machine, not for production). */
  secretsKey: Buffer | null;
  /** The file the key was read from (SECRETS_KEY_FILE), null when it came from SECRETS_KEY or is made in DATA_DIR. */
  secretsKeyFile: string | null;
  /** Internal staff's e-mail domain (docs/rules/roles-and-permissions.md#internal-staff); empty: nobody. */
  staffEmailDomain: string;
  s3: null | { endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string; prefix: string };
  /** Stripe when its keys are set, else the sandbox (docs/rules/billing.md#card-payments). */
  payments: {
    stripe: null | { secretKey: string; webhookSecret: string; apiUrl: string | undefined };
    sandboxWebhookSecret: string | undefined;
  };
};

function readSecretsKeyFile(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(`Invalid configuration: SECRETS_KEY_FILE (${file}) cannot be read: ${(error as NodeJS.ErrnoException).code ?? 'error'}`, {
      cause: error,
    });
  }
}

/** Parses the environment once at start; a wrong value throws one line naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`Invalid configuration: ${issue.path.join('.')}: ${issue.message}`);
  }
  const e = parsed.data;
  if (e.BOT_CHECK_PROVIDER !== 'none' && !e.BOT_CHECK_SECRET) {
    throw new Error('Invalid configuration: BOT_CHECK_SECRET is required when BOT_CHECK_PROVIDER is set');
  }
  if (e.S3_ENDPOINT && (!e.S3_BUCKET || !e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY)) {
    throw new Error('Invalid configuration: S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required when S3_ENDPOINT is set');
  }
  if (Boolean(e.STRIPE_SECRET_KEY) !== Boolean(e.STRIPE_WEBHOOK_SECRET)) {
    throw new Error('Invalid configuration: STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set together, or neither (the sandbox)');
  }
  if (e.SECRETS_KEY && e.SECRETS_KEY_FILE) {
    throw new Error('Invalid configuration: set SECRETS_KEY or SECRETS_KEY_FILE, not both');
  }
  const secretsKeyFile = e.SECRETS_KEY_FILE ? path.resolve(e.SECRETS_KEY_FILE) : null;
  const secretsKeyText = secretsKeyFile ? readSecretsKeyFile(secretsKeyFile) : e.SECRETS_KEY;
  const secretsKey = secretsKeyText ? parseSecretsKey(secretsKeyText) : null;
  if (secretsKeyText && !secretsKey) {
    const name = secretsKeyFile ? `SECRETS_KEY_FILE (${secretsKeyFile})` : 'SECRETS_KEY';
    throw new Error(`Invalid configuration: ${name} must be 32 bytes in base64 (make one with: openssl rand -base64 32)`);
  }
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL || undefined,
    redisChannelPrefix: e.REDIS_CHANNEL_PREFIX,
    logLevel: e.LOG_LEVEL,
    tokens: {
      accessTtlSeconds: e.TOKEN_TTL_SECONDS,
      verifyTtlHours: e.VERIFY_TOKEN_TTL_HOURS,
      resetTtlMinutes: e.RESET_TOKEN_TTL_MINUTES,
      inviteTtlDays: e.INVITE_TOKEN_TTL_DAYS,
    },
    sessionCacheSeconds: e.SESSION_CACHE_SECONDS,
    presence: { offlineAfterMs: e.PRESENCE_OFFLINE_AFTER_MS },
    analytics: { minuteMs: e.ANALYTICS_MINUTE_MS, recording: e.ANALYTICS_RECORDING },
    trialDays: e.TRIAL_DAYS,
    mail: {
      smtpUrl: e.SMTP_URL || undefined,
      from: e.MAIL_FROM,
      allowedInternalHosts: e.MAIL_ALLOWED_INTERNAL_HOSTS.split(',')
        .map((host) => host.trim())
        .filter(Boolean),
      testTimeoutMs: e.MAIL_TEST_TIMEOUT_MS,
    },
    meetings: {
      allowedInternalHosts: e.MEETING_ALLOWED_INTERNAL_HOSTS.split(',')
        .map((host) => host.trim())
        .filter(Boolean),
      callTimeoutMs: e.MEETING_CALL_TIMEOUT_MS,
      teamsLoginUrl: e.MEETING_TEAMS_LOGIN_URL.replace(/\/+$/, ''),
      teamsGraphUrl: e.MEETING_TEAMS_GRAPH_URL.replace(/\/+$/, ''),
    },
    botCheck: {
      provider: e.BOT_CHECK_PROVIDER,
      siteKey: e.BOT_CHECK_SITE_KEY,
      secret: e.BOT_CHECK_SECRET,
      verifyUrl: e.BOT_CHECK_VERIFY_URL,
    },
    breachCheck: { url: e.BREACH_CHECK_URL, required: e.BREACH_CHECK_REQUIRED, timeoutMs: e.BREACH_CHECK_TIMEOUT_MS },
    maps: { searchUrl: e.MAPS_SEARCH_URL || undefined, timeoutMs: e.MAPS_TIMEOUT_MS },
    rateLimit: {
      windowSeconds: e.RATE_LIMIT_WINDOW_SECONDS,
      perIp: e.RATE_LIMIT_PER_IP,
      perAccount: e.RATE_LIMIT_PER_ACCOUNT,
      accountSlowDownAfter: e.RATE_LIMIT_ACCOUNT_SLOWDOWN_AFTER,
      resetMailsPerAccount: e.RATE_LIMIT_RESET_MAILS_PER_ACCOUNT,
      mailsPerAccountCeiling: e.RATE_LIMIT_MAILS_PER_ACCOUNT_CEILING,
    },
    trustProxy: e.TRUST_PROXY,
    metricsToken: e.METRICS_TOKEN ?? null,
    jobs: { pollIntervalMs: e.JOBS_POLL_INTERVAL_MS, leaseMs: e.JOBS_LEASE_SECONDS * 1000 },
    mailSends: {
      concurrency: e.MAIL_SEND_CONCURRENCY,
      maxAttempts: e.MAIL_SEND_MAX_ATTEMPTS,
      retryBaseMs: e.MAIL_SEND_RETRY_BASE_MS,
      leaseMs: e.MAIL_SEND_LEASE_SECONDS * 1000,
    },
    http: {
      requestTimeoutMs: e.HTTP_REQUEST_TIMEOUT_MS,
      headersTimeoutMs: Math.min(e.HTTP_HEADERS_TIMEOUT_MS, e.HTTP_REQUEST_TIMEOUT_MS),
      keepAliveTimeoutMs: e.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    },
    supportChatSecret: e.SUPPORT_CHAT_SECRET,
    termsUrl: { en: e.TERMS_URL_EN, de: e.TERMS_URL_DE },
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? new URL('../../web/dist', import.meta.url).pathname),
    secretsKey,
    secretsKeyFile,
    staffEmailDomain: e.STAFF_EMAIL_DOMAIN,
    s3: e.S3_ENDPOINT
      ? {
          endpoint: e.S3_ENDPOINT,
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          prefix: e.S3_PREFIX,
        }
      : null,
    payments: {
      stripe: e.STRIPE_SECRET_KEY
        ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET, apiUrl: e.STRIPE_API_URL }
        : null,
      sandboxWebhookSecret: e.SANDBOX_WEBHOOK_SECRET,
    },
  };
}
