import type { Config } from '../../config.ts';

/**
 * Per client address, on the routes that take a password, a token or send mail
 * (`AUTH_RATE_LIMIT_PER_MINUTE`). The lockout and PIN limits are business rules and live in
 * `@app/domain` (auth/sign-in-limits.ts).
 */
export function authRateLimit(config: Config) {
  return { max: config.authRateLimitPerMinute, timeWindow: '1 minute' } as const;
}
