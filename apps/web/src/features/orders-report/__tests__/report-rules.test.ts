import { describe, expect, it } from 'vitest';
import {
  daysOfRange,
  ordersPerDay,
  ordersPerHour,
  revenueByType,
  topItems,
} from '../report-chart-data.ts';
import { reportChecks } from '../report-checks.ts';
import {
  readReportSearch,
  reportApiQuery,
  tomorrowIn,
  writeReportSearch,
} from '../report-search.ts';
import { sortReportOrders } from '../report-sort.ts';
import { makeGroupedItem, makeReport, makeReportOrder } from './report-fixtures.ts';

describe('the report’s address and query', () => {
  it('defaults to tomorrow in the location’s time zone', () => {
    // 22:30 in Toronto on March 4 is already March 5 in UTC: tomorrow is still March 5.
    expect(tomorrowIn('America/Toronto', new Date('2030-03-05T03:30:00Z'))).toBe('2030-03-05');
    expect(tomorrowIn('UTC', new Date('2030-03-05T03:30:00Z'))).toBe('2030-03-06');
    const search = readReportSearch(new URLSearchParams(), '2030-03-05');
    expect(search.filters.startDate).toBe('2030-03-05');
    expect(search.filters.endDate).toBe('2030-03-05');
    expect(search.view).toBe('production');
    expect(search.sort).toBe('date');
  });

  it('keeps every filter through the address and builds the API’s query', () => {
    const params = new URLSearchParams(
      'start=2030-03-02&end=2030-03-06&type=school,catering&status=pending,nope' +
        '&category=Lunch&category=Snacks,%20etc&teacher=Mme%20Tremblay&prices=0&view=orders&sort=teacher',
    );
    const search = readReportSearch(params, '2030-03-05');
    expect(search.filters).toMatchObject({
      startDate: '2030-03-02',
      endDate: '2030-03-06',
      types: ['school', 'catering'],
      statuses: ['pending'],
      categories: ['Lunch', 'Snacks, etc'],
      teacher: 'Mme Tremblay',
      includePrices: false,
    });
    expect(search.view).toBe('orders');
    expect(search.sort).toBe('teacher');
    expect(readReportSearch(writeReportSearch(search), 'x')).toEqual(search);
    expect(reportApiQuery(search.filters)).toEqual({
      startDate: '2030-03-02',
      endDate: '2030-03-06',
      type: '["school","catering"]',
      status: '["pending"]',
      category: '["Lunch","Snacks, etc"]',
      school: undefined,
      grade: undefined,
      classroom: undefined,
      teacher: 'Mme Tremblay',
      includePrices: 'false',
    });
  });

  it('falls back on a day that does not exist and an end before the start', () => {
    const search = readReportSearch(
      new URLSearchParams('start=2030-02-30&end=2030-03-01'),
      '2030-03-05',
    );
    expect(search.filters.startDate).toBe('2030-03-05');
    expect(search.filters.endDate).toBe('2030-03-05');
  });
});

describe('sorting the orders', () => {
  const named = (id: number, teacher: string, student: string) =>
    makeReportOrder(id, { teacher, student_name: student });
  const orders = [
    named(1, 'côté', 'Zoé'),
    named(2, 'coté', 'Émile'),
    named(3, 'côte', 'Eve'),
    named(4, 'cote', 'Edgar'),
  ];
  const teachers = (locale: 'en-CA' | 'fr-CA') =>
    sortReportOrders(orders, 'teacher', locale).map((order) => order.teacher);

  it('sorts teachers as each language sorts accents', () => {
    // French compares the last accent first: côte before coté; English the first.
    expect(teachers('fr-CA')).toEqual(['cote', 'côte', 'coté', 'côté']);
    expect(teachers('en-CA')).toEqual(['cote', 'coté', 'côte', 'côté']);
  });

  it('sorts students with accented names among the others, not after Z', () => {
    expect(sortReportOrders(orders, 'student', 'fr-CA').map((o) => o.student_name)).toEqual([
      'Edgar',
      'Émile',
      'Eve',
      'Zoé',
    ]);
  });

  it('sorts grades as numbers, the missing last, and by due time otherwise', () => {
    const graded = [
      makeReportOrder(1, { grade: '10' }),
      makeReportOrder(2, { grade: null }),
      makeReportOrder(3, { grade: '2' }),
    ];
    expect(sortReportOrders(graded, 'grade', 'en-CA').map((o) => o.grade)).toEqual([
      '2',
      '10',
      null,
    ]);
    const timed = [
      makeReportOrder(1, { due_at: '2030-03-05T18:00:00.000Z' }),
      makeReportOrder(2, { due_at: '2030-03-05T15:00:00.000Z' }),
    ];
    expect(sortReportOrders(timed, 'date', 'en-CA').map((o) => o.id)).toEqual([2, 1]);
  });
});

describe('the check row', () => {
  it('agrees when the listed totals and grouped quantities add up', () => {
    const checks = reportChecks(makeReport());
    expect(checks.revenue).toEqual({ expected: 2000, actual: 2000, agrees: true });
    expect(checks.items).toEqual({ expected: 2, actual: 2, agrees: true });
    expect(checks.orders.agrees).toBe(true);
  });

  it('flags a disagreement, and adds no amounts when the list has none', () => {
    const report = makeReport({ groupedItems: [makeGroupedItem({ quantity: 3 })] });
    expect(reportChecks(report).items).toEqual({ expected: 2, actual: 3, agrees: false });
    const withheld = makeReport({ orders: [makeReportOrder(1, { total: null })] });
    expect(reportChecks(withheld).revenue).toBeNull();
    // 0.1 + 0.2 is summed in cents: no float noise is flagged.
    const cents = makeReport({
      orders: [makeReportOrder(1, { total: 0.1 }), makeReportOrder(2, { total: 0.2 })],
      totals: { ...makeReport().totals, revenue: 0.3 },
    });
    expect(reportChecks(cents).revenue?.agrees).toBe(true);
  });
});

describe('chart data', () => {
  const report = makeReport({
    startDate: '2030-03-04',
    endDate: '2030-03-06',
    orders: [
      makeReportOrder(1, { date: '2030-03-05', due_at: '2030-03-05T16:10:00.000Z', total: 12.5 }),
      makeReportOrder(2, { date: '2030-03-05', due_at: '2030-03-05T18:20:00.000Z', total: 7.25 }),
      makeReportOrder(3, {
        type: 'catering',
        date: '2030-03-06',
        due_at: '2030-03-06T16:59:00.000Z',
        total: 100,
      }),
      makeReportOrder(4, { date: '2030-03-06', total: null }),
    ],
    groupedItems: [
      makeGroupedItem({ item_id: 1, name: 'Soup', quantity: 2 }),
      makeGroupedItem({ item_id: 2, name: 'Pasta', quantity: 3, price_option: 'Small' }),
      makeGroupedItem({ item_id: 2, name: 'Pasta', quantity: 4, date: '2030-03-06' }),
    ],
  });

  it('counts orders per day, days without orders included', () => {
    expect(ordersPerDay(report, daysOfRange('2030-03-04', '2030-03-06'))).toEqual([
      { label: '2030-03-04', orders: 0 },
      { label: '2030-03-05', orders: 2 },
      { label: '2030-03-06', orders: 2 },
    ]);
  });

  it('counts orders per hour of the location’s clock', () => {
    // 16:10 UTC is 11:10 in Toronto (standard time, UTC−5, until March 10 2030).
    expect(ordersPerHour(report)).toEqual([
      { label: '11:00', orders: 3 },
      { label: '12:00', orders: 0 },
      { label: '13:00', orders: 1 },
    ]);
  });

  it('sums revenue per order type in cents and ranks the items', () => {
    expect(revenueByType(report)).toEqual([
      { type: 'catering', revenue: 100 },
      { type: 'school', revenue: 19.75 },
    ]);
    expect(topItems(report)).toEqual([
      { name: 'Pasta', quantity: 7 },
      { name: 'Soup', quantity: 2 },
    ]);
  });
});
