import type { Locale, ReportOrder } from '@app/domain';
import type { ReportSort } from './report-search.ts';

/** Who the order is for: the student at a school, else the customer. */
export function orderPerson(order: ReportOrder): string {
  return order.student_name ?? order.customer_name ?? '';
}

/**
 * The orders in the chosen sort, a new array. Names compare with `Intl.Collator(locale)` so
 * accents sort as each language sorts names (fr-CA reads "côte" before "coté", en-CA after),
 * numbers inside grades compare as numbers ("Grade 2" before "Grade 10"). Ties and missing
 * values (sorted last) fall back to the due time then the id, so the order is stable.
 */
export function sortReportOrders(
  orders: readonly ReportOrder[],
  sort: ReportSort,
  locale: Locale,
): ReportOrder[] {
  const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'variant' });
  const byText = (a: string | null, b: string | null): number => {
    if (!a && !b) return 0;
    if (!a) return 1;
    if (!b) return -1;
    return collator.compare(a, b);
  };
  const byDue = (a: ReportOrder, b: ReportOrder): number =>
    a.due_at < b.due_at ? -1 : a.due_at > b.due_at ? 1 : a.id - b.id;
  const keys: Record<ReportSort, (a: ReportOrder, b: ReportOrder) => number> = {
    date: () => 0,
    grade: (a, b) => byText(a.grade, b.grade) || byText(orderPerson(a), orderPerson(b)),
    student: (a, b) => byText(orderPerson(a), orderPerson(b)),
    teacher: (a, b) => byText(a.teacher, b.teacher) || byText(orderPerson(a), orderPerson(b)),
  };
  const compare = keys[sort];
  return [...orders].sort((a, b) => compare(a, b) || byDue(a, b));
}
