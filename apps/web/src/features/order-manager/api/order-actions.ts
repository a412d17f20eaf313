import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZOrderMoneyActionAnswer,
  ZUpdateOrderAnswer,
  type CompleteWith,
  type OrderMoneyActionAnswer,
  type UpdateOrderAnswer,
} from '@app/domain';
import { apiRequest } from '#lib/api/api-client.ts';
import { newIdempotencyKey } from '#lib/api/idempotency-key.ts';
import { orderManagerKeys } from './order-manager-keys.ts';

export interface RefundBody {
  orderId: number;
  mode: 'full' | 'amount' | 'lines';
  amount?: number;
  lines?: { cartIndex: number; quantity: number }[];
  reason: string;
  request?: boolean;
}

export interface DepositBody {
  orderId: number;
  amount: number;
  note?: string;
}

/**
 * How to settle a balance on completion (docs/api.md "Completing an order"): a pre-order needs
 * `completeWith`, a cost-centre or purchase-order order needs staff to confirm the payment.
 */
export interface CompleteOptions {
  completeWith?: CompleteWith;
  confirmPayment?: boolean;
}

/** A status change (`PUT /orders/{id}`): accept, decline with a reason, complete. */
export type StatusChange =
  | { status: 'in_progress' }
  | { status: 'cancelled'; reason: string }
  | ({ status: 'completed' } & CompleteOptions);

/** The order after the change, with `completion` (how its balance was settled) when completed. */
export function changeOrderStatus(
  orderId: number,
  change: StatusChange,
  key: string,
): Promise<UpdateOrderAnswer> {
  return apiRequest(`/orders/${orderId}`, {
    method: 'PUT',
    body: change,
    headers: { 'Idempotency-Key': key },
    handleErrors: false,
    schema: ZUpdateOrderAnswer,
  });
}

function moneyAction(path: string, body: unknown, key: string): Promise<OrderMoneyActionAnswer> {
  return apiRequest(path, {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': key },
    handleErrors: false,
    schema: ZOrderMoneyActionAnswer,
  });
}

/**
 * A mutation that refreshes every order-manager query when it succeeds. Money actions send one
 * `Idempotency-Key` per attempt the user starts: a double click or a retry of the same dialog
 * reuses it and acts once; a success starts a new one (a refusal keeps no key on the server, so
 * the same key may carry the next attempt, e.g. a completion resent with `confirmPayment`).
 */
function useOrderMutation<Input, Answer>(run: (input: Input, key: string) => Promise<Answer>) {
  const queryClient = useQueryClient();
  const key = useRef(newIdempotencyKey());
  return useMutation({
    mutationFn: (input: Input) => run(input, key.current),
    onSuccess: async () => {
      key.current = newIdempotencyKey();
      await queryClient.invalidateQueries({ queryKey: orderManagerKeys.all });
    },
  });
}

export function useChangeOrderStatus(orderId: number) {
  return useOrderMutation((change: StatusChange, key) => changeOrderStatus(orderId, change, key));
}

/** `POST /orders/refund`: refunds (full, amount, lines) or, with `request`, asks for one. */
export function useRefundOrder() {
  return useOrderMutation((body: RefundBody, key) => moneyAction('/orders/refund', body, key));
}

/** `POST /orders/request-deposit`. */
export function useRequestDeposit() {
  return useOrderMutation((body: DepositBody, key) =>
    moneyAction('/orders/request-deposit', body, key),
  );
}

/** `POST /orders/{id}/remove-item`: irreversible; the last item is refused by the server. */
export function useRemoveOrderItem(orderId: number) {
  return useOrderMutation((cartIndex: number, key) =>
    moneyAction(`/orders/${orderId}/remove-item`, { cartIndex }, key),
  );
}
