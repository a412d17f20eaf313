import { describe, expect, it } from 'vitest';
import { frenchStyleReport } from '../../testing/french-style.ts';
import { orderStatuses, orderTypes } from '../order-constants.ts';
import {
  ordersExportFileName,
  ZOrdersExportFileQuery,
  ZOrdersExportQuery,
} from './orders-export-schemas.ts';
import {
  ordersExportLayout,
  ordersExportStatus,
  ordersExportSummaryLabels,
  ordersExportType,
  ordersExportVerdict,
} from './orders-export-sheets.ts';

describe('ZOrdersExportQuery', () => {
  const base = { startDate: '2026-03-10', endDate: '2026-03-11', email: 'a@example.com' };

  it('reads locations as JSON, prices on by default, and needs a valid address', () => {
    const query = ZOrdersExportQuery.parse({ ...base, locations: '[3,7]' });
    expect(query).toMatchObject({ locations: [3, 7], includePrices: true });
    expect(ZOrdersExportQuery.parse(base).locations).toBeUndefined();
    expect(ZOrdersExportQuery.safeParse({ ...base, email: 'nope' }).success).toBe(false);
    expect(ZOrdersExportQuery.safeParse({ ...base, email: undefined }).success).toBe(false);
    expect(ZOrdersExportQuery.safeParse({ ...base, locations: '["x"]' }).success).toBe(false);
    expect(ZOrdersExportFileQuery.parse({ ...base, includePrices: 'false' }).includePrices).toBe(
      false,
    );
  });

  it('keeps the report’s range: end not before start, at most 366 days', () => {
    expect(ZOrdersExportQuery.safeParse({ ...base, endDate: '2026-03-09' }).success).toBe(false);
    const year = { ...base, startDate: '2024-01-01' };
    expect(ZOrdersExportQuery.safeParse({ ...year, endDate: '2024-12-31' }).success).toBe(true);
    const longer = ZOrdersExportQuery.safeParse({ ...year, endDate: '2025-01-01' });
    expect(longer.error?.issues[0]?.path).toEqual(['endDate']);
  });

  it('names the file after the range', () => {
    expect(ordersExportFileName('2026-03-10', '2026-03-11')).toBe(
      'Orders-2026-03-10-2026-03-11.xlsx',
    );
  });
});

describe('ordersExportLayout', () => {
  it('leaves the amount columns out without prices', () => {
    const priced = ordersExportLayout('en-CA', true);
    const plain = ordersExportLayout('en-CA', false);
    expect(priced.orders.columns.map((column) => column.header).slice(-4)).toEqual([
      'Subtotal',
      'Taxes',
      'Total',
      'Refunded',
    ]);
    expect(plain.orders.columns.some((column) => column.kind === 'money')).toBe(false);
    expect(plain.lines.columns.map((column) => column.key)).not.toContain('amount');
  });

  it('writes every French text in the house style', () => {
    const layout = ordersExportLayout('fr-CA', true);
    const texts = [
      layout.orders.name,
      layout.lines.name,
      ...layout.orders.columns.map((column) => column.header),
      ...layout.lines.columns.map((column) => column.header),
      ...orderStatuses.map((status) => ordersExportStatus(status, 'fr-CA')),
      ...orderTypes.map((type) => ordersExportType(type, 'fr-CA')),
      ...Object.values(ordersExportSummaryLabels('fr-CA')),
      ordersExportVerdict('fr-CA', true, 1),
      ordersExportVerdict('fr-CA', false, 3),
    ].map((text, index) => [`export.${index}`, text] as const);
    expect(frenchStyleReport(texts)).toEqual([]);
    expect(layout.orders.columns[0]!.header).toBe('Établissement');
  });
});

describe('the Total and Check rows', () => {
  it('counts and sums only where the figures mean something', () => {
    const { orders, lines } = ordersExportLayout('en-CA', true);
    const totals = (columns: typeof orders.columns) =>
      columns.filter((column) => column.total).map((column) => `${column.key}:${column.total}`);
    expect(totals(orders.columns)).toEqual([
      'order_number:count',
      'subtotal:sum',
      'taxes:sum',
      'total:sum',
      'refunded:sum',
    ]);
    expect(totals(lines.columns)).toEqual(['quantity:sum', 'amount:sum']);
  });

  it('says whether the database agrees and what pay what you can leaves out, in both languages', () => {
    expect(ordersExportVerdict('en-CA', true, 0)).toBe('Matches the Total row.');
    expect(ordersExportVerdict('en-CA', false, 1)).toBe(
      'Does not match the Total row. 1 pay-what-you-can order left out of the amounts (private).',
    );
    expect(ordersExportVerdict('fr-CA', true, 2)).toBe(
      'Conforme à la ligne Total. 2 commandes « payez ce que vous pouvez » exclues des montants (confidentiels).',
    );
  });
});
