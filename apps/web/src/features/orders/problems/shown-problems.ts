import {
  validationIssue,
  validationMessage,
  type CartItem,
  type Locale,
  type OrderDraft,
  type OrderLineProblem,
} from '@app/domain';
import { errorMessage } from '#i18n/error-messages.ts';
import { keepUnchangedFieldErrors } from './field-error-paths.ts';
import { mergeProblems, problemsOfLines } from './submit-problems.ts';
import type { Refusal } from '../state/order-workspace-state.ts';

export interface ShownProblemsInput {
  draft: OrderDraft;
  /** The server's refusal of the last submit. */
  refusal: Refusal | null;
  /** The server's pricing of the draft (recalculate-costs). */
  pricing: readonly OrderLineProblem[] | undefined;
  /** The saved order being changed, with its lines checked when it was loaded. */
  saved: { draft: OrderDraft; validation: readonly OrderLineProblem[] } | null;
  /** The cart the screen itself refused to send ("No items…", "You can only add…"). */
  cartRefusal: { items: CartItem[]; message: string } | null;
  /** The draft the screen refused to send without a table. */
  tableMissing: OrderDraft | null;
  /** Why the lane reservation was refused, while it is unchanged. */
  laneError: string | null;
  /** A send was refused for want of a due date, and the order still has none. */
  dueDateMissing: boolean;
  /** Checkout fields the screen refused to send without, while they are unchanged. */
  checkoutFields: Record<string, string>;
  locale: Locale;
}

/**
 * What the screen shows of every check, each for as long as it is still true: a refusal's line
 * problems until the cart changes, its field errors until the field does, "Enter the table
 * number." until the table does, a due date required until one is chosen; the load's problems while the saved lines are untouched; the
 * server's pricing problems always.
 */
export function shownProblems(input: ShownProblemsInput) {
  const { draft, refusal, saved, locale } = input;
  const items = draft.data.items;
  const merged = mergeProblems(
    refusal && refusal.draft.data.items === items ? refusal.problems : null,
    input.pricing ? problemsOfLines(input.pricing) : null,
    saved && items === saved.draft.data.items ? problemsOfLines(saved.validation) : null,
  );
  const dueDate: Record<string, string> = input.dueDateMissing
    ? { 'pickup.dueByDate': validationMessage(validationIssue('required'), locale) }
    : {};
  const fields = {
    ...dueDate,
    ...input.checkoutFields,
    ...(refusal
      ? keepUnchangedFieldErrors(
          refusal.problems.fields,
          refusal.draft.data.checkout,
          draft.data.checkout,
        )
      : {}),
  };
  const tableRefused = refusal?.problems.table ? refusal.draft : input.tableMissing;
  const table =
    tableRefused &&
    tableRefused.data.config.tableInfo?.tableNum === draft.data.config.tableInfo?.tableNum
      ? errorMessage('table_required', locale)
      : null;
  const local = input.cartRefusal?.items === items ? [input.cartRefusal.message] : [];
  return {
    lines: merged.lines,
    order: [...local, ...merged.order],
    fields,
    table,
    lane: input.laneError,
  };
}
