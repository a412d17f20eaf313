import { toCents, type Locale, type OrdersReport } from '@app/domain';
import type { TFunction } from 'i18next';
import { formatPercent } from '#shared/orders/format-percent.ts';
import { reportChecks, type ReportCheck } from './report-checks.ts';

/** One line of the totals: its label, its figure and the notes under it (the tax brackets). */
export interface TotalLine {
  key: 'orders' | 'items' | 'revenue' | 'refunds' | 'net';
  label: string;
  value: string;
  notes: string[];
}

/** One figure of the check row, as text; `agrees` false says the totals do not add up. */
export interface CheckLine {
  key: 'orders' | 'revenue' | 'items';
  text: string;
  agrees: boolean | null;
  verdict: string | null;
}

/**
 * The totals and the check row in words, for the screen and the printouts alike, so the paper
 * always carries the figures the screen shows. `money` formats cents in the reader's language.
 */
export function reportTotalLines(
  report: OrdersReport,
  t: TFunction,
  locale: Locale,
  money: (cents: number) => string,
): { lines: TotalLine[]; checks: CheckLine[] } {
  const { totals } = report;
  const dollars = (value: number) => money(toCents(value));
  const lines: TotalLine[] = [
    {
      key: 'orders',
      label: t('ordersReport.totals.orders'),
      value: String(totals.orders),
      notes: [],
    },
    { key: 'items', label: t('ordersReport.totals.items'), value: String(totals.items), notes: [] },
    {
      key: 'revenue',
      label: t('ordersReport.totals.revenue'),
      value: dollars(totals.revenue),
      notes: totals.taxBrackets.map((bracket) =>
        t('ordersReport.totals.bracket', {
          code: bracket.code,
          rate: formatPercent(bracket.rate * 1000, locale),
          taxable: dollars(bracket.taxable),
          tax: dollars(bracket.tax),
        }),
      ),
    },
    {
      key: 'refunds',
      label: t('ordersReport.totals.refunds'),
      value: dollars(totals.refunds),
      notes: [],
    },
    { key: 'net', label: t('ordersReport.totals.net'), value: dollars(totals.net), notes: [] },
  ];
  const checks = reportChecks(report);
  const verdict = (check: ReportCheck, show: (value: number) => string) =>
    check.agrees
      ? t('ordersReport.totals.agrees')
      : t('ordersReport.totals.disagrees', { expected: show(check.expected) });
  const checkLine = (
    key: CheckLine['key'],
    check: ReportCheck,
    text: string,
    show: (value: number) => string,
  ): CheckLine => ({ key, text, agrees: check.agrees, verdict: verdict(check, show) });
  return {
    lines,
    checks: [
      checkLine(
        'orders',
        checks.orders,
        t('ordersReport.totals.checkOrders', { actual: checks.orders.actual }),
        String,
      ),
      checks.revenue
        ? checkLine(
            'revenue',
            checks.revenue,
            t('ordersReport.totals.checkRevenue', { actual: money(checks.revenue.actual) }),
            money,
          )
        : { key: 'revenue', text: t('ordersReport.totals.noAmounts'), agrees: null, verdict: null },
      checkLine(
        'items',
        checks.items,
        t('ordersReport.totals.checkItems', { actual: checks.items.actual }),
        String,
      ),
    ],
  };
}
