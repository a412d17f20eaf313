import path from 'node:path';
import { ORDERS_EXPORT_ATTACHMENT_MAX_BYTES } from '@app/domain';
import { parseSecretsKey } from './lib/secret-box.ts';
import { geocoderConfigFromEnv, type GeocoderConfig } from './modules/geocoding/geocoder-config.ts';

/** The repository root: `./data/` and the built web app are found from here, whatever the cwd. */
export const repoRoot = path.resolve(import.meta.dirname, '../../..');

export interface Config {
  port: number;
  host: string;
  /** PostgreSQL server; when absent the embedded PGlite in `dataDir` is used. */
  databaseUrl: string | undefined;
  dataDir: string;
  demoData: boolean;
  demoPassword: string;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: string;
  accessTokenTtlSeconds: number;
  /** Sign-in and password-reset requests allowed per client IP per minute. */
  authRateLimitPerMinute: number;
  /** Membership look-ups (`get-user-membership-promo`) allowed per signed-in user per minute. */
  membershipLookupsPerMinute: number;
  /** Calendar feed fetches (`/api/calendar/…`, no sign-in) allowed per client IP per minute. */
  calendarFeedsPerMinute: number;
  webDist: string;
  /** Fastify's trustProxy: off by default, else `true` or the proxies' addresses. */
  trustProxy: boolean | string;
  oidc: { issuer: string; clientId: string; clientSecret: string | undefined } | undefined;
  /** Delivery address suggestions: `GEOCODER`, `GEOCODER_URL` (modules/geocoding). */
  geocoder: GeocoderConfig;
  /** Longest wait for one answer of a point of sale during a pull (`POS_REQUEST_TIMEOUT_MS`). */
  posRequestTimeoutMs: number;
  /** Background runs: heartbeat and when a silent run counts as lost (docs/decisions/jobs.md). */
  jobs: { heartbeatIntervalMs: number; lostAfterMs: number };
  /** The outbox sweep: how often it runs and the first wait before a retry (then doubled). */
  mailRetry: { sweepIntervalMs: number; firstDelayMs: number };
  /**
   * The largest orders export mailed as an attachment (`ORDERS_EXPORT_ATTACHMENT_MAX_BYTES`,
   * default 5 MB); a larger one is mailed as a signed download link.
   */
  ordersExportAttachmentMaxBytes: number;
  /**
   * Where uploaded images are kept: an S3-compatible bucket when `S3_BUCKET` is set, else the
   * database. Credentials come from the AWS SDK's usual variables (`AWS_ACCESS_KEY_ID`…).
   */
  s3: S3Config | undefined;
  /** Rate-limit counters in Redis (`REDIS_URL`); else in the database. */
  redisUrl: string | undefined;
  /**
   * The key sealing secrets at rest (`SECRETS_KEY`, lib/secret-box.ts); checked here so that a
   * production server without one refuses to start.
   */
  secretsKey: Buffer;
}

export interface S3Config {
  bucket: string;
  /** An S3-compatible service (MinIO, R2…), addressed path-style; AWS S3 itself when absent. */
  endpoint: string | undefined;
  region: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 8080);
  const oidcIssuer = env.OIDC_ISSUER?.trim();
  const oidcClientId = env.OIDC_CLIENT_ID?.trim();
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(repoRoot, env.DATA_DIR ?? 'data'),
    demoData: (env.DEMO_DATA ?? 'on').toLowerCase() !== 'off',
    demoPassword: env.DEMO_PASSWORD ?? 'demo-password',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Back-office <no-reply@localhost>',
    logLevel: env.LOG_LEVEL ?? 'info',
    accessTokenTtlSeconds: Number(env.ACCESS_TOKEN_TTL_SECONDS ?? 8 * 3600),
    authRateLimitPerMinute: Number(env.AUTH_RATE_LIMIT_PER_MINUTE ?? 20),
    membershipLookupsPerMinute: Number(env.MEMBERSHIP_LOOKUPS_PER_MINUTE ?? 10),
    calendarFeedsPerMinute: positiveNumber(env.CALENDAR_FEEDS_PER_MINUTE, 60),
    webDist: path.resolve(repoRoot, env.WEB_DIST ?? 'apps/web/dist'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    oidc:
      oidcIssuer && oidcClientId
        ? {
            issuer: oidcIssuer,
            clientId: oidcClientId,
            clientSecret: env.OIDC_CLIENT_SECRET || undefined,
          }
        : undefined,
    geocoder: geocoderConfigFromEnv(env),
    posRequestTimeoutMs: positiveNumber(env.POS_REQUEST_TIMEOUT_MS, 20_000),
    jobs: jobTimings(env),
    mailRetry: {
      sweepIntervalMs: positiveNumber(env.MAIL_SWEEP_INTERVAL_MS, 60_000),
      firstDelayMs: positiveNumber(env.MAIL_RETRY_DELAY_MS, 60_000),
    },
    ordersExportAttachmentMaxBytes: positiveNumber(
      env.ORDERS_EXPORT_ATTACHMENT_MAX_BYTES,
      ORDERS_EXPORT_ATTACHMENT_MAX_BYTES,
    ),
    s3: env.S3_BUCKET?.trim()
      ? {
          bucket: env.S3_BUCKET.trim(),
          endpoint: env.S3_ENDPOINT?.trim() || undefined,
          region: env.S3_REGION?.trim() || env.AWS_REGION?.trim() || 'us-east-1',
        }
      : undefined,
    redisUrl: env.REDIS_URL?.trim() || undefined,
    secretsKey: parseSecretsKey(env.SECRETS_KEY, env.NODE_ENV === 'production'),
  };
}

/**
 * A run is lost after `JOB_LOST_AFTER_MS` without a heartbeat (every `JOB_HEARTBEAT_INTERVAL_MS`);
 * at least three heartbeats fit in that time, so one slow write never loses a live run.
 */
function jobTimings(env: NodeJS.ProcessEnv): Config['jobs'] {
  const heartbeatIntervalMs = positiveNumber(env.JOB_HEARTBEAT_INTERVAL_MS, 10_000);
  const lostAfterMs = positiveNumber(env.JOB_LOST_AFTER_MS, 60_000);
  return { heartbeatIntervalMs, lostAfterMs: Math.max(lostAfterMs, 3 * heartbeatIntervalMs) };
}

function positiveNumber(value: string | undefined, fallback: number): number {
  const number = Number(value);
  return value !== undefined && Number.isFinite(number) && number > 0 ? number : fallback;
}

function parseTrustProxy(value: string | undefined): boolean | string {
  if (!value || value === 'false') return false;
  return value === 'true' ? true : value;
}
