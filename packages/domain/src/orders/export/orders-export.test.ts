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
  ordersExportType,
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
    ].map((text, index) => [`export.${index}`, text] as const);
    expect(frenchStyleReport(texts)).toEqual([]);
    expect(layout.orders.columns[0]!.header).toBe('Établissement');
  });
});
