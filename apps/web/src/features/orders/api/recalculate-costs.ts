import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo } from 'react';
import { z } from 'zod';
import { ZOrderItemResponse, ZValidateOrderResponse, type OrderDraft } from '@app/domain';
import { useLocale } from '#i18n/use-locale.ts';
import { apiRequest } from '#lib/api/api-client.ts';
import { useActiveSession } from '#lib/session/session-store.ts';
import { orderKeys } from './order-keys.ts';

/**
 * The answer of `POST /orders/recalculate-costs`: the priced lines (fitted to their groups'
 * limits), the costs, the problems, and the modifiers taken away to fit, by line.
 */
const ZRecalculatedCosts = ZValidateOrderResponse.omit({ valid: true }).extend({
  removed: z.array(ZOrderItemResponse.shape.removed.element.extend({ cartIndex: z.int() })),
});
export type RecalculatedCosts = ReturnType<typeof ZRecalculatedCosts.parse>;

/** How long the cart and checkout must stay still before the server prices them again. */
export const RECALCULATE_DELAY_MS = 300;

/**
 * `POST /orders/recalculate-costs`: the server prices the draft; it is the judge of the total.
 * `orderId`: the saved order the draft changes, which does not count against itself (its meals
 * of the day under a subsidy code).
 */
export function recalculateCosts(
  draft: OrderDraft,
  signal?: AbortSignal,
  orderId: number | null = null,
): Promise<RecalculatedCosts> {
  const query = orderId === null ? '' : `?orderId=${orderId}`;
  return apiRequest(`/orders/recalculate-costs${query}`, {
    method: 'POST',
    body: draft,
    signal,
    handleErrors: false,
    schema: ZRecalculatedCosts,
  });
}

/**
 * The server's costs of the draft, asked again 300 ms after the last change (typing a tip or
 * tapping + three times sends one call). The previous answer stays on screen meanwhile
 * (`pending`); `current` says the answer is the draft's as it is now. An empty cart is not
 * priced. The request, its key and whether it is made all follow the settled (debounced) draft:
 * the first item added does not price the still-empty settled cart ("No items…", $0.00). A new
 * interface language asks again, as the answer's labels and messages are in the caller's.
 */
export function useRecalculatedCosts(
  draft: OrderDraft,
  enabled: boolean,
  orderId: number | null = null,
) {
  const { tenantId } = useActiveSession();
  const locale = useLocale();
  const body = useMemo(() => JSON.stringify(draft), [draft]);
  const [settled] = useDebouncedValue(body, RECALCULATE_DELAY_MS);
  const settledDraft = useMemo(() => JSON.parse(settled) as OrderDraft, [settled]);
  const query = useQuery({
    queryKey: orderKeys.costs(tenantId, locale, settled),
    queryFn: ({ signal }) => recalculateCosts(settledDraft, signal, orderId),
    enabled: enabled && settledDraft.data.items.length > 0,
    placeholderData: keepPreviousData,
    retry: false,
  });
  const pending = body !== settled || query.isFetching;
  return { ...query, pending, current: !pending && !query.isPlaceholderData };
}
