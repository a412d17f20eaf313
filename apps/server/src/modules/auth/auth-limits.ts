/**
 * Per client address, on the routes that take a password, a token or send mail. The lockout
 * and PIN limits are business rules and live in `@app/domain` (auth/sign-in-limits.ts).
 */
export const AUTH_RATE_LIMIT = { max: 20, timeWindow: '1 minute' } as const;
