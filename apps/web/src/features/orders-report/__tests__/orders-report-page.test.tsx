import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, waitFor, within } from '@testing-library/react';
import type { JobRun } from '@app/domain';
import { changeLocale } from '#i18n/i18n.ts';
import { apiError, json, mockApi } from '#test/fetch-mock.ts';
import { makeLocation } from '#test/locations.ts';
import { renderApp } from '#test/render-app.tsx';
import { signInAs } from '#test/tokens.ts';
import { tomorrowIn } from '../report-search.ts';
import { makeGroupedItem, makeReport, makeReportOrder } from './report-fixtures.ts';

configure({ asyncUtilTimeout: 5000 });

const school = makeLocation(3, 'École Nord', { k12: true });
const caterer = makeLocation(4, 'Traiteur', { catering: true });

function open(path: string, routes: Parameters<typeof mockApi>[0]) {
  const api = mockApi({
    'POST /api/restaurants/list': json(200, [school, caterer]),
    ...routes,
  });
  signInAs({ role: 'manager', restaurants: [school.id, caterer.id], email: 'chef@demo.test' });
  return { ...renderApp(path), api };
}

const teachers = makeReport({
  orders: [
    makeReportOrder(1, { teacher: 'côté', student_name: 'Zoé' }),
    makeReportOrder(2, { teacher: 'coté', student_name: 'Émile' }),
    makeReportOrder(3, { teacher: 'côte', student_name: 'Eve' }),
    makeReportOrder(4, { teacher: 'cote', student_name: 'Edgar' }),
  ],
  totals: { ...makeReport().totals, orders: 4, items: 4, revenue: 40 },
  groupedItems: [makeGroupedItem({ quantity: 4 })],
});

/** The teachers of the orders list, top to bottom. */
async function listedTeachers(app: ReturnType<typeof open>, name: string) {
  const table = await app.screen.findByRole('table', { name });
  const rows = await within(table).findAllByTestId('report-order-row');
  return rows.map((row) => within(row).getAllByRole('cell')[6]?.textContent);
}

const print = vi.fn();
beforeEach(() => {
  print.mockClear();
  // happy-dom has no print dialog.
  vi.stubGlobal('print', print);
});
afterEach(async () => {
  vi.restoreAllMocks();
  await changeLocale('en-CA');
});

describe('orders report screen', { timeout: 30_000 }, () => {
  it('asks for tomorrow by default, then the filters kept in the address', async () => {
    const app = open('/orders-report', { 'GET /api/orders/report': json(200, makeReport()) });
    expect(
      await app.screen.findByRole('heading', { level: 1, name: 'Orders summary' }),
    ).toBeTruthy();
    await app.screen.findByTestId('report-production');
    const [first] = app.api.callsTo('GET', '/api/orders/report');
    const tomorrow = tomorrowIn('America/Toronto');
    expect(first?.query.get('startDate')).toBe(tomorrow);
    expect(first?.query.get('endDate')).toBe(tomorrow);
    expect(first?.query.get('includePrices')).toBeNull();

    await app.user.click(app.screen.getByRole('switch', { name: 'Include prices' }));
    await waitFor(() => expect(app.router.state.location.search).toContain('prices=0'));
    const teacher = app.screen.getByRole('textbox', { name: 'Teacher' });
    await app.user.type(teacher, 'Mme Tremblay{Enter}');
    await waitFor(() => {
      const last = app.api.callsTo('GET', '/api/orders/report').at(-1);
      expect(last?.query.get('teacher')).toBe('Mme Tremblay');
      expect(last?.query.get('includePrices')).toBe('false');
    });
    expect(app.router.state.location.search).toContain('teacher=Mme+Tremblay');
  });

  it('reads the filters of the address', async () => {
    const app = open(
      '/orders-report?start=2030-03-02&end=2030-03-06&type=school&status=pending,completed&category=Lunch',
      { 'GET /api/orders/report': json(200, makeReport()) },
    );
    await app.screen.findByTestId('report-production');
    const [call] = app.api.callsTo('GET', '/api/orders/report');
    expect(Object.fromEntries(call!.query)).toEqual({
      startDate: '2030-03-02',
      endDate: '2030-03-06',
      type: '["school"]',
      status: '["pending","completed"]',
      category: '["Lunch"]',
    });
  });

  it('shows the production totals with their add-ons, and the totals with the check row', async () => {
    const app = open('/orders-report', { 'GET /api/orders/report': json(200, makeReport()) });
    const production = await app.screen.findByTestId('report-production');
    expect(within(production).getByText('2030/03/05')).toBeTruthy();
    expect(within(production).getByText('Hot line')).toBeTruthy();
    const [row] = within(production).getAllByTestId('report-production-row');
    expect(row?.textContent).toContain('Pasta');
    expect(row?.textContent).toContain('2 × Cheese');
    expect(row?.textContent).toContain('$20.00');
    const totals = app.screen.getByRole('table', { name: 'Totals' });
    expect(within(totals).getByTestId('report-total-revenue').textContent).toContain('$20.00');
    expect(within(totals).getByTestId('report-total-revenue').textContent).toContain(
      'HST (13%): taxable $17.70, tax $2.30',
    );
    expect(within(totals).getByTestId('report-total-net').textContent).toBe('$18.50');
    const revenueCheck = within(totals).getByTestId('report-check-revenue');
    expect(revenueCheck.textContent).toContain('Listed orders’ totals: $20.00');
    expect(revenueCheck.textContent).toContain('Matches the totals');
    expect(within(totals).getByTestId('report-check-items').dataset.agrees).toBe('true');
  });

  it('flags a check that does not add up', async () => {
    const wrong = makeReport({ totals: { ...makeReport().totals, revenue: 25 } });
    const app = open('/orders-report', { 'GET /api/orders/report': json(200, wrong) });
    const check = await app.screen.findByTestId('report-check-revenue');
    expect(check.dataset.agrees).toBe('false');
    expect(check.textContent).toContain('Does not match the totals ($25.00)');
  });

  it('sorts the orders by teacher as each language sorts accents', async () => {
    const app = open('/orders-report?view=orders&sort=teacher', {
      'GET /api/orders/report': json(200, teachers),
    });
    expect(await listedTeachers(app, 'Orders')).toEqual(['cote', 'coté', 'côte', 'côté']);
    await changeLocale('fr-CA');
    await waitFor(async () =>
      expect(await listedTeachers(app, 'Commandes')).toEqual(['cote', 'côte', 'coté', 'côté']),
    );
    // Dates the French way.
    expect(app.screen.getAllByText(/05\/03\/2030/).length).toBeGreaterThan(0);
  });

  it('sorts by student when asked, and keeps the sort in the address', async () => {
    const app = open('/orders-report?view=orders', {
      'GET /api/orders/report': json(200, teachers),
    });
    await app.screen.findByRole('table', { name: 'Orders' });
    await app.user.click(app.screen.getByText('Student'));
    await waitFor(() => expect(app.router.state.location.search).toContain('sort=student'));
    const rows = app.screen.getAllByTestId('report-order-row');
    expect(rows.map((row) => within(row).getAllByRole('cell')[2]?.textContent)).toEqual([
      'Edgar',
      'Émile',
      'Eve',
      'Zoé',
    ]);
  });

  it('prints in the chosen mode and sort, one printed order per order', async () => {
    const app = open('/orders-report?sort=teacher', {
      'GET /api/orders/report': json(200, teachers),
    });
    await app.screen.findByTestId('report-production');
    await app.user.click(app.screen.getByRole('button', { name: 'Print' }));
    await app.user.click(await app.screen.findByRole('menuitem', { name: 'Compact list' }));
    const printout = await app.screen.findByTestId('report-printout');
    expect(printout.dataset.printMode).toBe('compact');
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(within(printout).getAllByTestId('report-print-order')).toHaveLength(4);

    await app.user.click(app.screen.getByRole('button', { name: 'Print' }));
    await app.user.click(await app.screen.findByRole('menuitem', { name: 'Labels 4 × 6 in' }));
    await waitFor(() =>
      expect(app.screen.getByTestId('report-printout').dataset.printMode).toBe('label-4x6'),
    );
    await waitFor(() => expect(print).toHaveBeenCalledTimes(2));
    const labels = within(app.screen.getByTestId('report-printout')).getAllByTestId(
      'report-print-order',
    );
    expect(labels.map((label) => label.textContent)).toEqual([
      expect.stringContaining('Edgar'),
      expect.stringContaining('Émile'),
      expect.stringContaining('Eve'),
      expect.stringContaining('Zoé'),
    ]);
    expect(labels[0]?.textContent).toContain('Grade 3');
    expect(labels[0]?.textContent).toContain('1 × Pasta (Regular)');
  });

  it('exports: shows the run’s progress, then where it was emailed', async () => {
    const run = (fields: Partial<JobRun>): JobRun => ({
      id: 42,
      kind: 'orders-export',
      status: 'queued',
      progress: 0,
      total: null,
      result: null,
      error: null,
      created_at: '2030-03-04T12:00:00.000Z',
      started_at: null,
      finished_at: null,
      ...fields,
    });
    let polls = 0;
    const app = open('/orders-report?start=2030-03-02&end=2030-03-06', {
      'GET /api/orders/report': json(200, makeReport()),
      'GET /api/orders/export': json(202, run({})),
      'GET /api/jobs/42': () => {
        polls += 1;
        return json(
          200,
          polls < 3
            ? run({ status: 'running', progress: 3, total: 10 })
            : run({
                status: 'succeeded',
                progress: 10,
                total: 10,
                result: {
                  orders: 10,
                  lines: 14,
                  file_name: 'Orders-2030-03-02-2030-03-06.xlsx',
                  delivery: 'attachment',
                  email: 'chef@demo.test',
                  selection: {
                    startDate: '2030-03-02',
                    endDate: '2030-03-06',
                    locations: [1],
                    includePrices: true,
                    locale: 'en-CA',
                  },
                },
              }),
        );
      },
    });
    await app.screen.findByTestId('report-production');
    await app.user.click(app.screen.getByRole('button', { name: 'Export' }));
    const dialog = await app.screen.findByRole('dialog', { name: 'Export orders' });
    expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveProperty(
      'value',
      'chef@demo.test',
    );
    await app.user.click(within(dialog).getByRole('button', { name: 'Email the spreadsheet' }));
    expect(await within(dialog).findByText('Preparing: 3 of 10')).toBeTruthy();
    expect(await within(dialog).findByText('Emailed to chef@demo.test')).toBeTruthy();
    const [call] = app.api.callsTo('GET', '/api/orders/export');
    expect(Object.fromEntries(call!.query)).toEqual({
      startDate: '2030-03-02',
      endDate: '2030-03-06',
      locations: '[3]',
      includePrices: 'true',
      email: 'chef@demo.test',
    });
    expect(call?.headers.get('Idempotency-Key')).toBeTruthy();
  });

  it('downloads the workbook under the report’s name', async () => {
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:orders');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const app = open('/orders-report?start=2030-03-02&end=2030-03-06&prices=0', {
      'GET /api/orders/report': json(200, makeReport()),
      'GET /api/orders/export/file': new Response(new Uint8Array([0x50, 0x4b, 0x03, 0x04]), {
        status: 200,
        headers: {
          'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        },
      }),
    });
    await app.screen.findByTestId('report-production');
    await app.user.click(app.screen.getByRole('button', { name: 'Export' }));
    const dialog = await app.screen.findByRole('dialog', { name: 'Export orders' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(saved).toEqual(['Orders-2030-03-02-2030-03-06.xlsx']));
    const [call] = app.api.callsTo('GET', '/api/orders/export/file');
    expect(Object.fromEntries(call!.query)).toEqual({
      startDate: '2030-03-02',
      endDate: '2030-03-06',
      locations: '[3]',
      includePrices: 'false',
    });
  });

  it('says why an export failed', async () => {
    const app = open('/orders-report', {
      'GET /api/orders/report': json(200, makeReport()),
      'GET /api/orders/export': json(202, {
        id: 43,
        kind: 'orders-export',
        status: 'failed',
        progress: 0,
        total: null,
        result: null,
        error: { code: 'export_failed', message: 'The mail server refused the file.' },
        created_at: '2030-03-04T12:00:00.000Z',
        started_at: null,
        finished_at: null,
      }),
      'GET /api/jobs/43': json(200, {
        id: 43,
        kind: 'orders-export',
        status: 'failed',
        progress: 0,
        total: null,
        result: null,
        error: { code: 'export_failed', message: 'The mail server refused the file.' },
        created_at: '2030-03-04T12:00:00.000Z',
        started_at: null,
        finished_at: null,
      }),
    });
    await app.screen.findByTestId('report-production');
    await app.user.click(app.screen.getByRole('button', { name: 'Export' }));
    const dialog = await app.screen.findByRole('dialog', { name: 'Export orders' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Email the spreadsheet' }));
    expect(
      await within(dialog).findByText('The export failed: The mail server refused the file.'),
    ).toBeTruthy();
  });

  it('shows the refusal of a location without the report as an empty state', async () => {
    const message = 'The orders report is for catering and K-12 school locations.';
    const app = open('/orders-report', {
      'GET /api/orders/report': apiError(403, 'orders_report_unavailable', message),
    });
    const empty = await app.screen.findByTestId('report-unavailable');
    expect(empty.textContent).toContain(message);
  });

  it('says so when no order is due in the range', async () => {
    const none = makeReport({
      orders: [],
      groupedItems: [],
      totals: { orders: 0, items: 0, revenue: 0, taxBrackets: [], refunds: 0, net: 0 },
    });
    const app = open('/orders-report?start=2030-03-02&end=2030-03-06', {
      'GET /api/orders/report': json(200, none),
    });
    const empty = await app.screen.findByTestId('report-empty');
    expect(empty.textContent).toContain('No order is due between 2030/03/02 and 2030/03/06');
    expect(app.screen.getByRole('button', { name: 'Print' })).toHaveProperty('disabled', true);
  });
});
