import { z } from 'zod';
import { ZDeliveryAddress } from './order-schemas.ts';

/** Fewest characters of an address query before the geocoder is asked. */
export const ADDRESS_QUERY_MIN_LENGTH = 3;
/** Most suggestions one query answers. */
export const MAX_ADDRESS_SUGGESTIONS = 5;

/** `GET /orders/address-suggestions?q=`: what staff typed in the delivery address field. */
export const ZAddressSuggestionsQuery = z.object({
  q: z.string().trim().min(ADDRESS_QUERY_MIN_LENGTH).max(200),
});

/**
 * The suggestions, best first (at most `MAX_ADDRESS_SUGGESTIONS`). Each carries the geocoder's
 * `place_id`: the order's delivery address must be one of them (`deliveryAddressProblem`), and
 * one without a house number is not precise enough to deliver to.
 */
export const ZAddressSuggestions = z.array(ZDeliveryAddress).max(MAX_ADDRESS_SUGGESTIONS);
