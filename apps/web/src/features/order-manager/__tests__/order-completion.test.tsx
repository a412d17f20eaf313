import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, waitFor, within } from '@testing-library/react';
import type { OrderCompletion } from '@app/domain';
import {
  apiError,
  json,
  listsAnswer,
  makeManagerOrder,
  noMoney,
  openManager,
} from './manager-fixtures.ts';

configure({ asyncUtilTimeout: 5000 });

const settled: OrderCompletion = { method: 'none', amount: 0, invoice: null, card_failure: null };

/** `PUT /orders/{id}` answering each completion attempt in turn with `answers`. */
function completing(answers: Response[]) {
  return () => answers.shift() ?? json(500);
}

async function openOrder(app: ReturnType<typeof openManager>, number: number) {
  await app.user.click(await app.screen.findByRole('button', { name: `Open order ${number}` }));
  return app.screen.findByRole('dialog', { name: `Order #${number}` });
}

function completed(order: ReturnType<typeof makeManagerOrder>, completion: OrderCompletion) {
  return json(200, { ...order, status: 'completed', completion });
}

describe('completing an order with a balance', { timeout: 30_000 }, () => {
  it('asks a cost-centre order’s payment to be confirmed, then resends with it', async () => {
    const order = makeManagerOrder(2, {
      status: 'in_progress',
      data: { checkout: { paymentPreference: 'cost_center', costCenter: 'CC-42' } },
    });
    const app = openManager({
      'GET /api/orders': listsAnswer({ in_progress: [order] }),
      'GET /api/orders/2/money': json(200, noMoney),
      'GET /api/orders/2/invoices': json(200, { status: 'none', invoices: [] }),
      'PUT /api/orders/2': completing([
        apiError(409, 'payment_confirmation_required', 'Confirm the payment.'),
        completed(order, { ...settled, method: 'payment_confirmed', amount: 25.99 }),
      ]),
    });
    const modal = await openOrder(app, 1002);
    expect(await within(modal).findByText('No invoice for this order.')).toBeTruthy();
    await app.user.click(within(modal).getByRole('button', { name: 'Complete' }));
    const dialog = await app.screen.findByRole('dialog', { name: 'Complete order #1002' });
    expect(within(dialog).getByText('Balance: $25.99')).toBeTruthy();
    await app.user.click(within(dialog).getByRole('button', { name: 'Payment received' }));
    await waitFor(() =>
      expect(app.screen.queryByRole('dialog', { name: 'Complete order #1002' })).toBeNull(),
    );
    const calls = app.api.callsTo('PUT', '/api/orders/2');
    expect(calls.map((call) => call.body)).toEqual([
      { status: 'completed' },
      { status: 'completed', confirmPayment: true },
    ]);
    for (const call of calls)
      expect(call.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect((await within(modal).findByRole('status')).textContent).toBe(
      'Payment of $25.99 recorded.',
    );
    expect(within(modal).queryByRole('alert')).toBeNull();
  });

  it('offers a pre-order invoice or card; a refused card says to use the invoice', async () => {
    const refusal = 'The card could not be charged. Please use the invoice option.';
    const order = makeManagerOrder(7, { type: 'event', status: 'in_progress' });
    const app = openManager({
      'GET /api/orders': listsAnswer({ in_progress: [order] }),
      'GET /api/orders/7/money': json(200, noMoney),
      'GET /api/orders/7/invoices': json(200, { status: 'not_ready', invoices: [] }),
      'PUT /api/orders/7': completing([
        apiError(400, 'complete_with_required', 'Choose how.'),
        apiError(500, 'preauthorization_failed', refusal),
        completed(order, {
          ...settled,
          method: 'invoice',
          amount: 25.99,
          invoice: { id: 3, number: 12, emailed_to: 'c@example.test' },
        }),
      ]),
    });
    const modal = await openOrder(app, 1007);
    expect(
      await within(modal).findByText(
        'Not ready: the invoice is issued when the order is completed.',
      ),
    ).toBeTruthy();
    await app.user.click(within(modal).getByRole('button', { name: 'Complete' }));
    const dialog = await app.screen.findByRole('dialog', { name: 'Complete order #1007' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Charge card' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(refusal);
    await app.user.click(within(dialog).getByRole('button', { name: 'Send invoice' }));
    expect((await within(modal).findByRole('status')).textContent).toBe(
      'Invoice #12 was emailed to c@example.test.',
    );
    expect(app.api.callsTo('PUT', '/api/orders/7').map((call) => call.body)).toEqual([
      { status: 'completed' },
      { status: 'completed', completeWith: 'card' },
      { status: 'completed', completeWith: 'invoice' },
    ]);
  });

  it('says when the card was refused and an invoice sent instead', async () => {
    const order = makeManagerOrder(4, {
      status: 'in_progress',
      data: { checkout: { paymentPreference: 'credit_card' } },
    });
    const app = openManager({
      'GET /api/orders': listsAnswer({ in_progress: [order] }),
      'GET /api/orders/4/money': json(200, noMoney),
      'GET /api/orders/4/invoices': json(200, { status: 'none', invoices: [] }),
      'PUT /api/orders/4': completed(order, {
        method: 'invoice',
        amount: 25.99,
        invoice: { id: 5, number: 8, emailed_to: null },
        card_failure: 'card_declined',
      }),
    });
    const modal = await openOrder(app, 1004);
    await app.user.click(within(modal).getByRole('button', { name: 'Complete' }));
    expect((await within(modal).findByRole('status')).textContent).toBe(
      'The card was refused; an invoice was sent instead. ' +
        'Invoice #8 was issued (the order has no email address).',
    );
    expect(app.screen.queryByRole('dialog', { name: 'Complete order #1004' })).toBeNull();
  });
});

describe('an order’s invoices', { timeout: 30_000 }, () => {
  const saved: { fileName: string; size: number }[] = [];
  beforeEach(() => {
    saved.length = 0;
    const blobs = new Map<string, Blob>();
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      const url = `blob:invoice-${blobs.size}`;
      blobs.set(url, blob as Blob);
      return url;
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ fileName: this.download, size: blobs.get(this.href)?.size ?? 0 });
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('lists the invoices issued and downloads one with the session headers', async () => {
    const order = makeManagerOrder(3, { status: 'completed' });
    const pdf = '%PDF-1.7 invoice';
    const app = openManager({
      'GET /api/orders': listsAnswer({ completed: [order] }),
      'GET /api/orders/3/money': json(200, noMoney),
      'GET /api/orders/3/invoices': json(200, {
        status: 'ready',
        invoices: [
          {
            id: 9,
            number: 41,
            amount: 25.99,
            emailed_to: 'c@example.test',
            created_at: '2030-01-15T18:00:00.000Z',
          },
        ],
      }),
      'GET /api/orders/3/invoices/9/pdf': new Response(pdf, {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': 'attachment; filename="invoice-41.pdf"',
        },
      }),
    });
    const modal = await openOrder(app, 1003);
    const invoices = within(modal).getByRole('region', { name: 'Invoices' });
    expect(await within(invoices).findByText('Ready')).toBeTruthy();
    expect(within(invoices).getByText(/Invoice #41 · \$25\.99/).textContent).toContain(
      'emailed to c@example.test',
    );
    await app.user.click(within(invoices).getByRole('button', { name: 'Download invoice #41' }));
    await waitFor(() => expect(saved).toEqual([{ fileName: 'invoice-41.pdf', size: pdf.length }]));
    const [call] = app.api.callsTo('GET', '/api/orders/3/invoices/9/pdf');
    expect(call?.headers.get('Accept')).toContain('application/pdf');
    expect(call?.headers.get('X-Restaurant-Id')).toBe('1');
  });
});
