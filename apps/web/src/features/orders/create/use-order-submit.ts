import { useRef, useState } from 'react';
import type { Order, OrderDraft } from '@app/domain';
import { notifyError } from '#lib/notify.ts';
import { modifyOrder, submitOrder } from '../api/submit-order.ts';
import { createSubmitKeys } from '../state/submit-key.ts';
import { NO_PROBLEMS, problemsOfSubmitError, type OrderProblems } from './submit-problems.ts';

/** The server's refusal of a submit, with the draft it refused (problems hold while it does). */
export interface Refusal {
  draft: OrderDraft;
  problems: OrderProblems;
}

/**
 * Sends the draft: `POST /orders` with the draft's idempotency key, or `PUT /orders/modify/{id}`
 * for a modification or an addition to a check. While a call is under way further taps are
 * ignored; a refusal is sorted into line, field and order problems (see submit-problems.ts).
 */
export function useOrderSubmit(orderId: number | null, onSubmitted: (order: Order) => void) {
  const keys = useRef(createSubmitKeys());
  const busy = useRef(false);
  const [submitting, setSubmitting] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  const submit = async (draft: OrderDraft): Promise<OrderProblems> => {
    if (busy.current) return NO_PROBLEMS;
    busy.current = true;
    setSubmitting(true);
    try {
      const order =
        orderId === null
          ? await submitOrder(draft, keys.current.keyFor(JSON.stringify(draft)))
          : await modifyOrder(orderId, draft);
      keys.current.forget();
      setRefusal(null);
      onSubmitted(order);
      return NO_PROBLEMS;
    } catch (error) {
      const { notify, ...problems } = problemsOfSubmitError(error);
      if (notify) notifyError(notify);
      setRefusal({ draft, problems });
      return problems;
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  };

  return { submit, submitting, refusal, clearRefusal: () => setRefusal(null) };
}
