import type { Config } from '../../../config.ts';
import { authRateLimit } from '../../auth/auth-limits.ts';

/**
 * Per client address on the pre-order page's calls, in the counters every instance shares
 * (rate-limits/shared-rate-limits.ts). A card is a secret tried against the gateway, so its call
 * is held to the sign-in routes' limit; the page's reads, prices and saves — one price per
 * change of the cart — get five times that.
 */
export function preOrderRateLimit(config: Config, kind: 'page' | 'card' = 'page') {
  const limit = authRateLimit(config);
  return kind === 'card' ? limit : { ...limit, max: limit.max * 5 };
}
