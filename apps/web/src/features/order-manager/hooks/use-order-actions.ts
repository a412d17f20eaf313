import { useState } from 'react';
import type { Order, OrderCompletion } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { ApiError } from '#lib/api/api-error.ts';
import { apiErrorText } from '#lib/api/api-error-text.ts';
import { handleApiError } from '#lib/api/api-client.ts';
import { notifySuccess } from '#lib/notify.ts';
import {
  useChangeOrderStatus,
  useRefundOrder,
  useRemoveOrderItem,
  useRequestDeposit,
  type CompleteOptions,
  type DepositBody,
  type RefundBody,
} from '../api/order-actions.ts';

/**
 * What completing asks of staff before it settles a balance (docs/api.md "Completing an order"):
 * confirm a cost-centre / purchase-order payment, or choose invoice or card for a pre-order.
 */
export type CompleteChoice = 'confirmPayment' | 'completeWith';

const CHOICE_OF: Partial<Record<string, CompleteChoice>> = {
  payment_confirmation_required: 'confirmPayment',
  complete_with_required: 'completeWith',
};

/**
 * The order modal's actions on `order`: each refreshes the lists, hands the changed order to
 * `onChanged` and says so; a refusal is kept in `error` (the server's localised message, e.g.
 * 2308 "cannot be completed prior to the scheduled date") for the modal to show. A lost session
 * still ends it as everywhere else.
 */
export function useOrderActions(order: Order, onChanged: (order: Order) => void) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const [choice, setChoice] = useState<CompleteChoice | null>(null);
  const [completion, setCompletion] = useState<OrderCompletion | null>(null);
  const status = useChangeOrderStatus(order.id);
  const refund = useRefundOrder();
  const deposit = useRequestDeposit();
  const remove = useRemoveOrderItem(order.id);
  const number = order.order_number ?? order.id;

  /**
   * Runs one call; on success hands over the changed order and says `message`. A refusal that
   * asks for a completion choice opens it instead of showing an error.
   */
  async function run<Answer extends Order | { order: Order }>(
    call: () => Promise<Answer>,
    message: string,
    then?: (answer: Answer) => void,
  ): Promise<boolean> {
    setError(null);
    try {
      const answer = await call();
      onChanged('order' in answer ? answer.order : answer);
      then?.(answer);
      notifySuccess(message);
      return true;
    } catch (caught) {
      if (!(caught instanceof ApiError)) throw caught;
      const sessionLost =
        caught.isNetworkError || caught.status === 401 || caught.code === 'tenant_not_recognized';
      if (sessionLost) handleApiError(caught);
      const asked = CHOICE_OF[caught.code];
      if (asked) setChoice(asked);
      else setError(apiErrorText(caught));
      return false;
    }
  }

  return {
    error,
    clearError: () => setError(null),
    pending: status.isPending || refund.isPending || deposit.isPending || remove.isPending,
    accept: () =>
      run(
        () => status.mutateAsync({ status: 'in_progress' }),
        t('orderManager.actions.accepted', { number }),
      ),
    /** The choice completing asks for (null: none asked), and how the last completion settled. */
    choice,
    completion,
    closeChoice: () => {
      setChoice(null);
      setError(null);
    },
    complete: (options: CompleteOptions = {}) => {
      setCompletion(null);
      return run(
        () => status.mutateAsync({ status: 'completed', ...options }),
        t('orderManager.actions.completed', { number }),
        (answer) => {
          setChoice(null);
          setCompletion(answer.completion ?? null);
        },
      );
    },
    decline: (reason: string) =>
      run(
        () => status.mutateAsync({ status: 'cancelled', reason }),
        t('orderManager.actions.declined', { number }),
      ),
    refund: (body: Omit<RefundBody, 'orderId'>) =>
      run(
        () => refund.mutateAsync({ ...body, orderId: order.id }),
        body.request
          ? t('orderManager.actions.refundRequested', { number })
          : t('orderManager.actions.refunded', { number }),
      ),
    requestDeposit: (body: Omit<DepositBody, 'orderId'>) =>
      run(
        () => deposit.mutateAsync({ ...body, orderId: order.id }),
        t('orderManager.actions.depositRequested', { number }),
      ),
    removeItem: (cartIndex: number, name: string) =>
      run(
        () => remove.mutateAsync(cartIndex),
        t('orderManager.actions.itemRemoved', { name, number }),
      ),
  };
}

export type OrderActions = ReturnType<typeof useOrderActions>;
