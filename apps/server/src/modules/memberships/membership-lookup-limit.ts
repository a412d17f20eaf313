import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { AppError } from '../../errors/app-error.ts';

/**
 * The rate limit of membership look-ups (`MEMBERSHIP_LOOKUPS_PER_MINUTE`, default 10): an
 * identifier is a guessable key to a member's discount, so each signed-in user may try only so
 * many a minute, wherever they sign in from (staff share a counter's address, so the key is the
 * user, not the address), counted in the counters every instance shares
 * (rate-limits/shared-rate-limits.ts). Past it: 429 `membership_lookup_limited` in the caller's
 * language, with `Retry-After`. The route's guard runs first, so refused sessions count nothing.
 */
export function membershipLookupRateLimit(config: Config) {
  return {
    max: config.membershipLookupsPerMinute,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) =>
      request.user
        ? `membership-lookup:user:${request.user.id}`
        : `membership-lookup:${request.ip}`,
    errorResponseBuilder: () => new AppError('membership_lookup_limited'),
  } as const;
}
