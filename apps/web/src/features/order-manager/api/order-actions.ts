import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZOrder, ZOrderMoney, ZOrderTransaction, type Order } from '@app/domain';
import { z } from 'zod';
import { apiRequest } from '#lib/api/api-client.ts';
import { newIdempotencyKey } from '#lib/api/idempotency-key.ts';
import { orderManagerKeys } from './order-manager-keys.ts';

/**
 * The answer of the money actions (CONTRACTS.md "Ledger"): the order after the action, its money
 * and its ledger. The ledger helper defines the same shape in the domain as
 * `ZOrderMoneyActionAnswer`; at merge this local copy gives way to it.
 */
const ZMoneyActionAnswer = z.object({
  order: ZOrder,
  money: ZOrderMoney,
  transactions: z.array(ZOrderTransaction),
});
export type MoneyActionAnswer = z.infer<typeof ZMoneyActionAnswer>;

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

/** A status change (`PUT /orders/{id}`): accept, decline with a reason, complete. */
export type StatusChange =
  { status: 'in_progress' } | { status: 'cancelled'; reason: string } | { status: 'completed' };

export function changeOrderStatus(orderId: number, change: StatusChange): Promise<Order> {
  return apiRequest(`/orders/${orderId}`, {
    method: 'PUT',
    body: change,
    handleErrors: false,
    schema: ZOrder,
  });
}

function moneyAction(path: string, body: unknown, key: string): Promise<MoneyActionAnswer> {
  return apiRequest(path, {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': key },
    handleErrors: false,
    schema: ZMoneyActionAnswer,
  });
}

/**
 * A mutation that refreshes every order-manager query when it succeeds. Money actions send one
 * `Idempotency-Key` per attempt the user starts: a double click or a retry of the same dialog
 * reuses it and acts once; a success starts a new one.
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
  return useOrderMutation((change: StatusChange) => changeOrderStatus(orderId, change));
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
