import { describe, expect, it } from 'vitest';
import { reportStatuses } from './orders-report-rules.ts';
import { ORDERS_REPORT_MAX_DAYS, ZOrdersReportQuery } from './orders-report-schemas.ts';

describe('ZOrdersReportQuery', () => {
  const parse = (query: Record<string, string>) => ZOrdersReportQuery.safeParse(query);

  it('takes a range of up to a year, both days included', () => {
    expect(parse({ startDate: '2024-01-01', endDate: '2024-12-31' }).success).toBe(true);
    expect(ORDERS_REPORT_MAX_DAYS).toBe(366);
    const longer = parse({ startDate: '2024-01-01', endDate: '2025-01-01' });
    expect(longer.success).toBe(false);
    expect(longer.error?.issues[0]?.path).toEqual(['endDate']);
  });

  it('refuses an end before the start and a day that does not exist', () => {
    expect(parse({ startDate: '2026-05-02', endDate: '2026-05-01' }).success).toBe(false);
    expect(parse({ startDate: '2023-02-29', endDate: '2023-03-01' }).success).toBe(false);
    expect(parse({ startDate: 'tomorrow', endDate: '2023-03-01' }).success).toBe(false);
  });

  it('reads the JSON filters and includePrices', () => {
    const query = ZOrdersReportQuery.parse({
      startDate: '2026-05-01',
      endDate: '2026-05-01',
      type: '["school"]',
      includePrices: 'false',
    });
    expect(query.type).toEqual(['school']);
    expect(query.includePrices).toBe(false);
    expect(parse({ startDate: '2026-05-01', endDate: '2026-05-01', status: 'nope' }).success).toBe(
      false,
    );
  });
});

describe('reportStatuses', () => {
  it('leaves out cancelled and fully refunded orders unless asked for', () => {
    expect(reportStatuses(undefined)).not.toContain('cancelled');
    expect(reportStatuses(undefined)).not.toContain('full_refund');
    expect(reportStatuses(undefined)).toContain('partially_refunded');
    expect(reportStatuses(['cancelled'])).toEqual(['cancelled']);
  });
});
