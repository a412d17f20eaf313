import type { OrderLineProblem } from '@app/domain';
import { handleApiError } from '#lib/api/api-client.ts';
import { apiErrorText } from '#lib/api/api-error-text.ts';
import { isApiError, type ApiError } from '#lib/api/api-error.ts';
import { i18n } from '#i18n/i18n.ts';

/** Where the server's refusal of an order shows: next to lines, under fields, or in a toast. */
export interface OrderProblems {
  /** By cart index. */
  lines: Record<number, string[]>;
  /** The table number a dine-in order lacks (shown in the order details). */
  table?: string;
  /** Checkout fields by dotted path under `checkout` (`contact.phone_number`). */
  fields: Record<string, string>;
  /** Problems of the whole order, shown in the cart. */
  order: string[];
}

export const NO_PROBLEMS: OrderProblems = { lines: {}, fields: {}, order: [] };

/** Sorts `{cartIndex, message}` problems (validate, recalculate-costs, a refused submit). */
export function problemsOfLines(problems: readonly OrderLineProblem[]): OrderProblems {
  const result: OrderProblems = { lines: {}, fields: {}, order: [] };
  for (const problem of problems) {
    if (problem.cartIndex === null) result.order.push(problem.message);
    else (result.lines[problem.cartIndex] ??= []).push(problem.message);
  }
  return result;
}

const CHECKOUT_FIELD = /^(?:data\.)?checkout\.(.+)$/;

/** Refusals about one checkout field, shown under it rather than in a notification. */
const FIELD_OF_CODE: Readonly<Record<string, string>> = {
  school_details_required: 'school.student_name',
  delivery_address_not_selected: 'delivery.address',
  delivery_address_not_precise: 'delivery.address',
  delivery_address_invalid: 'delivery.address',
  delivery_address_too_far: 'delivery.address',
  scheduling_unavailable: 'pickup.dueByTime',
  scheduling_too_soon: 'pickup.dueByTime',
  scheduling_closed: 'pickup.dueByTime',
  scheduling_full: 'pickup.dueByTime',
  scheduling_past_cutoff: 'pickup.dueByDate',
  scheduling_too_far: 'pickup.dueByDate',
  scheduling_weekend: 'pickup.dueByDate',
};
const ITEM_FIELD = /^(?:data\.)?items\.(\d+)(?:\.|$)/;

function lineProblemsOf(body: Record<string, unknown>): OrderLineProblem[] {
  const problems = body.problems;
  if (!Array.isArray(problems)) return [];
  return problems.filter(
    (problem): problem is OrderLineProblem =>
      typeof problem === 'object' &&
      problem !== null &&
      typeof (problem as OrderLineProblem).message === 'string',
  );
}

/**
 * Reads a refused submit: line problems (`problems` by `cartIndex`, or `fields` under `items.N`)
 * go next to their lines, checkout fields to the checkout, and what is left — the message —
 * into `notify`. A failure about the session is handled the app's way (logout, PIN) and shows
 * nothing here; a lost connection says the order can be sent again safely.
 */
export function problemsOfSubmitError(error: unknown): OrderProblems & { notify: string | null } {
  if (!isApiError(error)) return { ...NO_PROBLEMS, notify: i18n.t('errors.somethingWentWrong') };
  if (error.isNetworkError) return { ...NO_PROBLEMS, notify: i18n.t('orders.submit.networkError') };
  if (isSessionProblem(error)) {
    handleApiError(error);
    return { ...NO_PROBLEMS, notify: null };
  }
  const result = problemsOfLines(lineProblemsOf(error.body));
  const codeField = FIELD_OF_CODE[error.code];
  if (codeField) result.fields[codeField] = apiErrorText(error);
  if (error.code === 'table_required') result.table = apiErrorText(error);
  const others: string[] = [];
  for (const [path, message] of Object.entries(error.fields)) {
    const field = CHECKOUT_FIELD.exec(path);
    const line = ITEM_FIELD.exec(path);
    if (field?.[1]) result.fields[field[1]] = message;
    else if (line?.[1]) (result.lines[Number(line[1])] ??= []).push(message);
    else others.push(message);
  }
  const placed =
    Object.keys(result.lines).length +
    Object.keys(result.fields).length +
    result.order.length +
    (result.table ? 1 : 0);
  const notify = others.length > 0 ? others.join(' ') : placed === 0 ? apiErrorText(error) : null;
  return { ...result, notify };
}

function isSessionProblem(error: ApiError): boolean {
  return (
    error.status === 401 || error.code === 'tenant_not_recognized' || error.code === 'pin_required'
  );
}

/** The problems to show, each once: a submit's refusal first, then the pricing's, the load's. */
export function mergeProblems(...sources: (OrderProblems | null)[]): OrderProblems {
  const merged: OrderProblems = { lines: {}, fields: {}, order: [] };
  for (const source of sources) {
    if (!source) continue;
    for (const [index, messages] of Object.entries(source.lines)) {
      const list = (merged.lines[Number(index)] ??= []);
      for (const message of messages) if (!list.includes(message)) list.push(message);
    }
    for (const message of source.order)
      if (!merged.order.includes(message)) merged.order.push(message);
  }
  return merged;
}
