import type { Config } from '../../config.ts';

/**
 * Per client address, on the routes that take a password, a token or send mail
 * (`AUTH_RATE_LIMIT_PER_MINUTE`), each route counted apart, in the counters every instance
 * shares (rate-limits/shared-rate-limits.ts). The lockout and PIN limits are business rules
 * (`@app/domain` auth/sign-in-limits.ts) counted on the user and session rows.
 */
export function authRateLimit(config: Config) {
  return { max: config.authRateLimitPerMinute, timeWindow: '1 minute' } as const;
}
