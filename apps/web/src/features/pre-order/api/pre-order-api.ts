import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZCardToken,
  ZSuitePreOrder,
  ZSuitePreOrderPage,
  ZSuitePreOrderPrice,
  type CardToken,
  type CardTokenRequest,
  type Locale,
  type SuitePreOrder,
  type SuitePreOrderPage,
  type SuitePreOrderPrice,
  type SuitePreOrderRequestInput,
} from '@app/domain';
import { apiRequest } from '#lib/api/api-client.ts';
import { isApiError } from '#lib/api/api-error.ts';

/**
 * The suite pre-order page's calls (`/api/pre-orders/{token}`, no sign-in: the signed token in
 * the address is the key). Errors are the page's to show (404 and 410: the link no longer opens
 * anything; the rest in its own words), so none of them goes through the shared handling.
 */
const path = (token: string) => `/pre-orders/${encodeURIComponent(token)}`;
const call = { authenticated: false, handleErrors: false } as const;

export const preOrderKeys = {
  all: (token: string) => ['pre-order', token] as const,
  page: (token: string) => [...preOrderKeys.all(token), 'page'] as const,
  price: (token: string, cart: SuitePreOrderRequestInput | null, locale: Locale) =>
    [...preOrderKeys.all(token), 'price', cart, locale] as const,
};

/** `GET /api/pre-orders/{token}`: the event, suite, menus and the owner's current pre-order. */
export function usePreOrderPage(token: string) {
  return useQuery<SuitePreOrderPage>({
    queryKey: preOrderKeys.page(token),
    queryFn: ({ signal }) =>
      apiRequest(path(token), { ...call, signal, schema: ZSuitePreOrderPage }),
    retry: false,
    staleTime: 30_000,
  });
}

/**
 * `POST …/price`: the cart as the order engine prices it, asked again when the cart or the
 * language changes (the server names the charges in the caller's language); the last answer
 * stays shown while the next one comes. Nothing while the cart is empty.
 */
export function usePreOrderPrice(
  token: string,
  cart: SuitePreOrderRequestInput | null,
  locale: Locale,
) {
  return useQuery<SuitePreOrderPrice>({
    queryKey: preOrderKeys.price(token, cart, locale),
    queryFn: ({ signal }) =>
      apiRequest(`${path(token)}/price`, {
        ...call,
        method: 'POST',
        body: cart,
        signal,
        schema: ZSuitePreOrderPrice,
      }),
    enabled: cart !== null && cart.items.length > 0,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/**
 * `PUT /api/pre-orders/{token}` with the key of this version of the cart, so a retried save (a
 * double click, a lost answer) takes the order once; the page is read again after it.
 */
export function useSavePreOrder(token: string) {
  const queryClient = useQueryClient();
  return useMutation<
    SuitePreOrder,
    Error,
    { request: SuitePreOrderRequestInput; idempotencyKey: string }
  >({
    mutationFn: ({ request, idempotencyKey }) =>
      apiRequest(path(token), {
        ...call,
        method: 'PUT',
        body: request,
        headers: { 'Idempotency-Key': idempotencyKey },
        schema: ZSuitePreOrder,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: preOrderKeys.page(token) }),
    // Locked or closed meanwhile: the page is read again and shows why.
    onError: (error) => {
      if (isApiError(error) && (error.code === 'pre_order_locked' || error.status === 410)) {
        void queryClient.invalidateQueries({ queryKey: preOrderKeys.page(token) });
      }
    },
  });
}

/**
 * `POST …/card`: the card kept at the location's gateway; the number goes nowhere else. A plain
 * call, not a mutation: the query library would keep the number as its variables.
 */
export function keepPreOrderCard(token: string, card: CardTokenRequest): Promise<CardToken> {
  return apiRequest(`${path(token)}/card`, {
    ...call,
    method: 'POST',
    body: card,
    schema: ZCardToken,
  });
}
