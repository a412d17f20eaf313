import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ReactNode } from 'react';
import {
  ZOrderDraft,
  type EventAccess,
  type EventSuiteDetails,
  type FinalizeReport,
  type SuiteFinalization,
} from '@app/domain';
import { changeLocale } from '#i18n/i18n.ts';
import { ActiveLocationContext } from '#shared/locations/active-location.ts';
import { apiError, json, mockApi } from '#test/fetch-mock.ts';
import { makeLocation } from '#test/locations.ts';
import { TestProviders } from '#test/test-providers.tsx';
import { signInAs } from '#test/tokens.ts';
import { makeOrder } from '#test/orders.ts';
import { EventDayActions } from '../event-day-actions.tsx';
import { SuiteDayPanel } from '../suite-day-panel.tsx';

configure({ asyncUtilTimeout: 4000 });

const event = { id: 5, title: 'Home opener' };
const stadium = makeLocation(1, 'Lakeshore Stadium', { suites_enabled: true, catering: true });

function open(
  element: ReactNode,
  routes: Parameters<typeof mockApi>[0],
  eventAccess: EventAccess | null = null,
) {
  const api = mockApi(routes);
  signInAs({ role: 'manager', restaurants: [1], eventAccess });
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <TestProviders>
          <ActiveLocationContext value={stadium}>{element}</ActiveLocationContext>
        </TestProviders>
      ),
    },
  ]);
  render(<RouterProvider router={router} />);
  return { api, user: userEvent.setup() };
}

afterEach(async () => {
  vi.restoreAllMocks();
  await changeLocale('en-CA');
});

function entry(fields: Partial<SuiteFinalization> & { id: number; name: string }) {
  const { id, name, ...rest } = fields;
  return {
    event_suite_id: id,
    suite: { id: id * 10, name },
    suite_owner: { id: 7, name: 'Priya Sharma', email: 'priya@example.test' },
    outcome: 'finalized',
    charged: 0,
    invoiced: 0,
    completed_orders: [],
    cancelled_orders: [],
    status: 'completed',
    invoice_status: 'ready',
    finalized_at: '2030-06-01T23:30:00.000Z',
    error: null,
    ...rest,
  } satisfies SuiteFinalization;
}

const report: FinalizeReport = {
  event_id: 5,
  suites: [
    entry({
      id: 1,
      name: 'Suite 101',
      charged: 45.2,
      completed_orders: [
        {
          id: 11,
          order_number: 1011,
          method: 'card_charged',
          amount: 45.2,
          invoice_number: null,
          emailed_to: null,
          card_failure: null,
        },
      ],
    }),
    entry({
      id: 2,
      name: 'Suite 102',
      invoiced: 90.4,
      completed_orders: [
        {
          id: 12,
          order_number: 1012,
          method: 'invoice',
          amount: 90.4,
          invoice_number: 31,
          emailed_to: 'marc@example.test',
          card_failure: 'card_declined',
        },
      ],
      cancelled_orders: [{ id: 13, order_number: 1013 }],
    }),
    entry({
      id: 3,
      name: 'Suite 204',
      suite_owner: null,
      outcome: 'failed',
      status: 'accepted',
      invoice_status: 'not_ready',
      finalized_at: null,
      error: {
        code: 'order_before_scheduled_date',
        message: 'The order cannot be completed prior to the scheduled date.',
        order: { id: 15, order_number: 1015 },
      },
    }),
  ],
};

describe('event day: fire the event', { timeout: 30_000 }, () => {
  it('fires after a confirmation and lists the orders sent to the kitchen', async () => {
    const app = open(
      <EventDayActions event={event} />,
      {
        'POST /api/orders/fire-event': json(200, {
          event_id: 5,
          fired_at: '2030-06-01T22:00:00.000Z',
          orders: [
            { id: 1, order_number: 1001 },
            { id: 2, order_number: 1002 },
          ],
        }),
      },
      'server',
    );
    // A server fires on the day, but does not finalize.
    expect(screen.queryByRole('button', { name: 'Finalize event' })).toBeNull();
    await app.user.click(screen.getByRole('button', { name: 'Fire event' }));
    const confirm = await screen.findByRole('dialog', { name: 'Fire Home opener?' });
    expect(app.api.callsTo('POST', '/api/orders/fire-event')).toHaveLength(0);
    await app.user.click(within(confirm).getByRole('button', { name: 'Fire' }));

    const fired = await screen.findByRole('dialog', { name: 'Orders sent to the kitchen' });
    expect(
      within(fired)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Order #1001', 'Order #1002']);
    expect(app.api.callsTo('POST', '/api/orders/fire-event')[0]!.body).toEqual({ eventId: 5 });
    expect(
      await screen.findAllByText('The event was fired: 2 orders went to the kitchen.'),
    ).not.toHaveLength(0);
  });

  it('shows the server’s “already fired” and “could not be fired” as toasts, in French too', async () => {
    const answers = [
      apiError(409, 'event_already_fired', 'L’événement a déjà été lancé.'),
      apiError(400, 'event_fire_failed', 'L’événement n’a pas pu être lancé.'),
    ];
    await changeLocale('fr-CA');
    const app = open(<EventDayActions event={event} />, {
      'POST /api/orders/fire-event': () => answers.shift()!,
    });
    for (const message of ['L’événement a déjà été lancé.', 'L’événement n’a pas pu être lancé.']) {
      await app.user.click(screen.getByRole('button', { name: 'Lancer l’événement' }));
      const confirm = await screen.findByRole('dialog', { name: 'Lancer Home opener?' });
      await app.user.click(within(confirm).getByRole('button', { name: 'Lancer' }));
      expect(await screen.findByText(message)).toBeTruthy();
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }
    expect(screen.queryByText('Commandes envoyées en cuisine')).toBeNull();
  });
});

describe('event day: finalize', { timeout: 30_000 }, () => {
  it('finalizes the event after a confirmation and shows what happened to each suite', async () => {
    const app = open(<EventDayActions event={event} />, {
      'GET /api/catering/events/5/finalize-orders': json(200, report),
    });
    await app.user.click(screen.getByRole('button', { name: 'Finalize event' }));
    const confirm = await screen.findByRole('dialog', { name: 'Finalize Home opener?' });
    expect(within(confirm).getByText(/Pending orders are cancelled/)).toBeTruthy();
    await app.user.click(within(confirm).getByRole('button', { name: 'Finalize' }));

    const dialog = await screen.findByRole('dialog', { name: 'Finalize report' });
    const [call] = app.api.callsTo('GET', '/api/catering/events/5/finalize-orders');
    expect(call!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(within(dialog).getByText('Charged $45.20, invoiced $90.40.')).toBeTruthy();
    const rows = within(within(dialog).getByRole('table', { name: 'Finalize report' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual([
      'Suite 101',
      'Suite 102',
      'Suite 204',
    ]);
    expect(rows[0]!.textContent).toContain('Card charged $45.20');
    expect(rows[1]!.textContent).toContain('Card declined: invoice #31 sent for $90.40');
    expect(rows[1]!.textContent).toContain('1 pending order cancelled');
    expect(rows[2]!.textContent).toContain('No owner');
    expect(within(rows[2]!).getByRole('alert').textContent).toBe(
      'Order #1015: The order cannot be completed prior to the scheduled date.',
    );
    expect(within(rows[2]!).getByText('Not finalized: nothing changed')).toBeTruthy();
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    const app = open(<EventDayActions event={event} />, {});
    await app.user.click(screen.getByRole('button', { name: 'Finalize event' }));
    const confirm = await screen.findByRole('dialog', { name: 'Finalize Home opener?' });
    await app.user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(app.api.calls).toHaveLength(0);
  });

  it('finalizes one suite from its settings, which list the lines following the count', async () => {
    const draft = (items: { id: number; name: string; quantity: number; orderPrice: number }[]) =>
      ZOrderDraft.parse({
        type: 'event',
        data: { config: { menuId: 1 }, items: items.map((line) => ({ ...line, menu_id: 1 })) },
      });
    const wings = makeOrder(
      21,
      draft([
        { id: 8, name: 'Wings', quantity: 12, orderPrice: 360 },
        { id: 9, name: 'Nacho tray', quantity: 2, orderPrice: 80 },
      ]),
      { order_number: 1021 },
    );
    const done = makeOrder(22, draft([{ id: 8, name: 'Wings', quantity: 9, orderPrice: 270 }]), {
      order_number: 1022,
      status: 'completed',
    });
    const details = {
      id: 2,
      event_id: 5,
      suite: { id: 20, name: 'Suite 102' },
      suite_owner: null,
      status: 'pending',
      invoice_status: 'not_ready',
      menus: [],
      equipment: [],
      dietary_restrictions: null,
      special_requirements: null,
      pre_order_additional_notes: null,
      guaranteed_guest_count: 20,
      pre_order_email_sent_at: null,
      finalized_at: null,
      order_counts: { total: 2, active: 2 },
      updated_at: '2030-05-01T12:00:00.000Z',
      orders: [wings, done],
      items: [],
      totals: { subtotal: 0, total: 0 },
      per_guest_item_ids: [8],
    } satisfies EventSuiteDetails;
    const app = open(<SuiteDayPanel details={details} />, {
      'GET /api/catering/events/5/event-suites/2/finalize-orders': json(200, {
        event_id: 5,
        suites: [report.suites[1]],
      }),
    });
    const section = screen.getByRole('region', {
      name: 'Lines that follow the guaranteed guest count',
    });
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Wings × 12 → 20 (order #1021)']);

    await app.user.click(screen.getByRole('button', { name: 'Finalize suite' }));
    const confirm = await screen.findByRole('dialog', { name: 'Finalize Suite 102?' });
    await app.user.click(within(confirm).getByRole('button', { name: 'Finalize' }));
    const dialog = await screen.findByRole('dialog', { name: 'Finalize report' });
    expect(within(dialog).getByText('Invoice #31 sent for $90.40', { exact: false })).toBeTruthy();
    expect(app.api.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /api/catering/events/5/event-suites/2/finalize-orders',
    ]);
  });
});
