import { useState } from 'react';
import {
  bookingProblem,
  cartProblem,
  orderTypeNeeds,
  type CartItem,
  type ErrorCode,
  type Locale,
  type MenuTimingFlags,
  type OrderDraft,
  type OrderingConfig,
} from '@app/domain';
import { errorMessage } from '#i18n/error-messages.ts';
import { checkoutProblems } from '../checkout/checkout-problems.ts';
import { dueDateMissing } from '../state/order-draft.ts';

/** Where the user must go to fix what stopped the send; null = send it. */
export type SendStop = 'cart' | 'details' | 'checkout' | null;

/**
 * The checks the screen makes itself before sending (the domain's rules; the server would refuse
 * the same, less clearly): the cart's size ("No items…", "You can only add…"), the table of a
 * dine-in check and a lane reservation (also at Continue: `checkDetails`), the due date of an order that needs one, and the checkout fields the order
 * cannot go without (`checkoutProblems`: contact, student, required questions). Each refusal is
 * remembered with what it was about, so that `shownProblems` shows it while it is still true.
 */
export function useSendChecks(
  config: Pick<
    OrderingConfig,
    'maxItemsPerCart' | 'contactFields' | 'customQuestions' | 'timeZone'
  >,
  locale: Locale,
) {
  const [cartRefusal, setCartRefusal] = useState<{ items: CartItem[]; message: string } | null>(
    null,
  );
  const [tableMissing, setTableMissing] = useState<OrderDraft | null>(null);
  const [laneRefused, setLaneRefused] = useState<{ draft: OrderDraft; code: ErrorCode } | null>(
    null,
  );
  const [dueDateAsked, setDueDateAsked] = useState(false);
  // The fields a send was refused for; each shows until it is filled in.
  const [fieldsRefused, setFieldsRefused] = useState<readonly string[] | null>(null);

  /**
   * The order details its type cannot go without — the table of a dine-in check, a lane
   * reservation complete and not over — checked at Continue and again at send. False = stop.
   */
  const checkDetails = (draft: OrderDraft): boolean => {
    if (orderTypeNeeds(draft.type).table && !draft.data.config.tableInfo?.tableNum) {
      setTableMissing(draft);
      return false;
    }
    if (draft.type === 'lane_reservation') {
      const code = bookingProblem(draft.type, draft.data.config, [], config.timeZone, new Date());
      setLaneRefused(code ? { draft, code } : null);
      if (code) return false;
    }
    return true;
  };

  const check = (draft: OrderDraft, menu: MenuTimingFlags | undefined): SendStop => {
    const items = draft.data.items;
    const problem = cartProblem(items, config.maxItemsPerCart);
    if (problem) {
      setCartRefusal({ items, message: errorMessage(problem.code, locale, problem.params) });
      return 'cart';
    }
    if (!checkDetails(draft)) return 'details';
    const fields = checkoutProblems(draft, config, locale);
    const missing = Object.keys(fields).length > 0;
    setFieldsRefused(missing ? Object.keys(fields) : null);
    if (dueDateMissing(draft, menu)) setDueDateAsked(true);
    return dueDateMissing(draft, menu) || missing ? 'checkout' : null;
  };

  const stillMissing = (refused: readonly string[], draft: OrderDraft) =>
    Object.fromEntries(
      Object.entries(checkoutProblems(draft, config, locale)).filter(([path]) =>
        refused.includes(path),
      ),
    );

  /** The refusals to show for the draft as it is now (see `ShownProblemsInput`). */
  const shown = (draft: OrderDraft, menu: MenuTimingFlags | undefined) => ({
    cartRefusal,
    tableMissing,
    // Shown until the reservation is changed.
    laneError:
      laneRefused &&
      laneRefused.draft.data.config.menuManagerLaneReservation ===
        draft.data.config.menuManagerLaneReservation
        ? errorMessage(laneRefused.code, locale)
        : null,
    dueDateMissing: dueDateAsked && dueDateMissing(draft, menu),
    checkoutFields: fieldsRefused ? stillMissing(fieldsRefused, draft) : {},
  });

  const reset = () => {
    setCartRefusal(null);
    setTableMissing(null);
    setLaneRefused(null);
    setDueDateAsked(false);
    setFieldsRefused(null);
  };

  return { check, checkDetails, shown, reset };
}
