import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, waitFor, within } from '@testing-library/react';
import type { BeoAnswer, DocumentEvent, ProductionSheetAnswer } from '@app/domain';
import { changeLocale } from '#i18n/i18n.ts';
import { json, mockApi } from '#test/fetch-mock.ts';
import { makeLocation } from '#test/locations.ts';
import { renderApp } from '#test/render-app.tsx';
import { signInAs } from '#test/tokens.ts';

configure({ asyncUtilTimeout: 5000 });

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const stadium = makeLocation(1, 'Lakeshore Stadium', { suites_enabled: true, catering: true });

const event: DocumentEvent = {
  id: 5,
  title: 'Lions vs. Hawks',
  date: '2030-06-01',
  start: '2030-06-01T23:00:00.000Z',
  end: '2030-06-02T02:00:00.000Z',
  time_zone: 'America/Toronto',
  event_type: 'Hockey Game',
  pre_order_type: 'event_based',
  projected_attendance: 18500,
  manager: { name: 'Jordan Okafor', phone: '416-555-0199', email: 'events@stadium.example' },
};

const never = {
  printed_version: null,
  printed_at: null,
  printed_by: null,
  changed_since_printed: false,
  changes: [],
};

function beoAnswer(state: Partial<BeoAnswer> = {}): BeoAnswer {
  return {
    ...never,
    ...state,
    document: {
      kind: 'beo',
      locale: 'en-CA',
      generated_at: '2030-05-30T12:00:00.000Z',
      event,
      suite: { event_suite_id: 11, suite_id: 3, name: 'Suite 101', status: 'accepted' },
      owner: {
        id: 7,
        name: 'Priya Sharma',
        company: 'Northwind',
        title: null,
        phone: '416-555-0100',
        email: 'priya@example.test',
      },
      timeline: [
        { kind: 'pre_order_lock', at: '2030-05-29T23:00:00.000Z' },
        { kind: 'event_start', at: event.start },
        { kind: 'event_end', at: event.end! },
      ],
      guests: { projected_attendance: 18500, guaranteed_guest_count: 14 },
      sections: [
        {
          section_id: 4,
          name: 'Mains',
          lines: [
            {
              key: 'a',
              item_id: 1,
              name: 'Nacho tray',
              price_option: null,
              quantity: 3,
              per_guest: false,
              modifiers: [{ group_id: 1, value_id: 2, name: 'Extra cheese', quantity: 1 }],
              special_instructions: 'Salsa on the side',
              serve_at: event.start,
              amount: 120,
            },
            {
              key: 'b',
              item_id: 2,
              name: 'Wings',
              price_option: null,
              quantity: 14,
              per_guest: true,
              modifiers: [],
              special_instructions: null,
              serve_at: event.start,
              amount: 420,
            },
          ],
        },
      ],
      notes: {
        dietary_restrictions: 'Two guests are vegetarian.',
        special_requirements: null,
        pre_order_additional_notes: null,
        order_notes: [],
      },
      equipment: [{ id: 1, name: 'Chafing dish', quantity: 2 }],
      pricing: {
        private: false,
        lines: [
          { kind: 'subtotal', label: null, code: null, rate: null, amount: 540 },
          { kind: 'tax', label: 'HST', code: 'HST', rate: 13, amount: 70.2 },
          { kind: 'total', label: null, code: null, rate: null, amount: 610.2 },
        ],
      },
      payments: { paid: 100, deposit_requested: 0, refunded: 0, balance: 510.2 },
      orders: [{ id: 9, order_number: 1009, status: 'in_progress' }],
      signatures: ['suite_owner', 'event_manager', 'banquet_captain'],
    },
  };
}

const sheetAnswer: ProductionSheetAnswer = {
  ...never,
  document: {
    kind: 'production_sheet',
    locale: 'fr-CA',
    generated_at: '2030-05-30T12:00:00.000Z',
    event,
    guests: { projected_attendance: 18500, guaranteed_total: 20 },
    dietary: [
      {
        event_suite_id: 12,
        suite: 'Suite 102',
        dietary_restrictions: 'Un invité allergique aux noix.',
        special_requirements: null,
        pre_order_additional_notes: 'Gâteau à 21 h.',
      },
    ],
    stations: [
      {
        name: 'Plats',
        items: [
          {
            key: 'x',
            item_id: 1,
            name: 'Plateau de nachos',
            price_option: null,
            recipe_number: 'R-42',
            per_guest: false,
            quantity: 5,
            modifiers: [],
            suites: [
              {
                event_suite_id: 11,
                suite: 'Suite 101',
                quantity: 2,
                guaranteed_guest_count: null,
                special_instructions: [],
              },
              {
                event_suite_id: 12,
                suite: 'Suite 102',
                quantity: 3,
                guaranteed_guest_count: null,
                special_instructions: [{ text: 'Sans piment', quantity: 3 }],
              },
            ],
          },
        ],
      },
    ],
    suites: [
      { event_suite_id: 11, name: 'Suite 101', guaranteed_guest_count: 14, orders: 1 },
      { event_suite_id: 12, name: 'Suite 102', guaranteed_guest_count: 6, orders: 1 },
    ],
  },
};

const beoPath = '/api/catering/events/5/event-suites/11/beo';
const sheetPath = '/api/catering/events/5/production-sheet';

let saved: string[];
let printed: number;

beforeEach(() => {
  saved = [];
  printed = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:document');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
  // happy-dom has no print dialog: count the calls instead.
  vi.stubGlobal(
    'print',
    vi.fn(() => {
      printed += 1;
    }),
  );
});

afterEach(async () => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  await changeLocale('en-CA');
});

function open(path: string, routes: Parameters<typeof mockApi>[0]) {
  const api = mockApi({ 'POST /api/restaurants/list': json(200, [stadium]), ...routes });
  signInAs({ role: 'manager', restaurants: [1], eventAccess: 'server' });
  return { ...renderApp(path), api };
}

describe('the BEO screen', { timeout: 20_000 }, () => {
  it('says what changed since the version printed, prints a new version, then prints', async () => {
    const stale = beoAnswer({
      printed_version: 1,
      printed_at: '2030-05-30T14:05:00.000Z',
      printed_by: { id: 3, name: 'Sam Chef' },
      changed_since_printed: true,
      changes: [
        {
          subject: 'item',
          change: 'changed',
          field: 'quantity',
          name: 'Nacho tray',
          suite: null,
          from: 2,
          to: 3,
        },
        {
          subject: 'guests',
          change: 'changed',
          field: 'guaranteed_guest_count',
          name: null,
          suite: null,
          from: 12,
          to: 14,
        },
        {
          subject: 'pricing',
          change: 'changed',
          field: 'total',
          name: null,
          suite: null,
          from: 520.4,
          to: 610.2,
        },
      ],
    });
    const app = open('/events/5/suites/11/beo', {
      [`GET ${beoPath}`]: json(200, stale),
      [`POST ${beoPath}/prints`]: json(
        201,
        beoAnswer({
          printed_version: 2,
          printed_at: '2030-05-30T15:00:00.000Z',
          printed_by: { id: 3, name: 'Sam Chef' },
        }),
      ),
    });
    const { screen } = app;
    expect(await screen.findByRole('heading', { level: 1, name: 'BEO – Suite 101' })).toBeTruthy();
    const banner = await screen.findByRole('alert');
    expect(within(banner).getByText('Changed since printed (version 1)')).toBeTruthy();
    expect(within(banner).getByText('Nacho tray: 2 → 3')).toBeTruthy();
    expect(within(banner).getByText('Guaranteed guests: 12 → 14')).toBeTruthy();
    expect(within(banner).getByText('Total: $520.40 → $610.20')).toBeTruthy();
    expect(screen.getByText('Version 1 printed 2030/05/30 10:05 by Sam Chef')).toBeTruthy();

    const paper = screen.getByRole('article', { name: 'BEO – Suite 101' });
    expect(within(paper).getByText('Wings – per guest · 14 guaranteed')).toBeTruthy();
    expect(within(paper).getByText('Salsa on the side')).toBeTruthy();
    expect(within(paper).getByText('HST (13%)')).toBeTruthy();
    expect(within(paper).getByText('$510.20')).toBeTruthy();
    expect(within(paper).getByText('Banquet captain')).toBeTruthy();

    await app.user.click(screen.getByRole('button', { name: 'Print' }));
    await waitFor(() => expect(printed).toBe(1));
    expect(app.api.callsTo('POST', `${beoPath}/prints`)).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(
      screen.getByText(
        'Version 2 printed 2030/05/30 11:00 by Sam Chef · Up to date with the version printed.',
      ),
    ).toBeTruthy();
  });

  it('exports the spreadsheet under the server’s name', async () => {
    const app = open('/events/5/suites/11/beo', {
      [`GET ${beoPath}`]: json(200, beoAnswer()),
      [`GET ${beoPath}.xlsx`]: new Response(new Uint8Array([0x50, 0x4b]), {
        status: 200,
        headers: {
          'Content-Type': XLSX,
          'Content-Disposition': `attachment; filename="x.xlsx"; filename*=UTF-8''${encodeURIComponent('BEO-Lions vs. Hawks-2030-06-01.xlsx')}`,
        },
      }),
    });
    expect(await app.screen.findByText(/Not printed yet/)).toBeTruthy();
    await app.user.click(app.screen.getByRole('button', { name: 'Export to spreadsheet' }));
    await waitFor(() => expect(saved).toEqual(['BEO-Lions vs. Hawks-2030-06-01.xlsx']));
    const [call] = app.api.callsTo('GET', `${beoPath}.xlsx`);
    expect(call?.headers.get('Accept')).toContain(XLSX);
  });
});

describe('the production sheet screen', { timeout: 20_000 }, () => {
  it('shows the dietary notes above the stations, in French, with its buttons', async () => {
    await changeLocale('fr-CA');
    const app = open('/events/5/production-sheet', {
      [`GET ${sheetPath}`]: json(200, sheetAnswer),
    });
    const { screen } = app;
    const paper = await screen.findByRole('article', { name: 'Fiche de production' });
    const parts = within(paper)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(parts).toEqual([
      'Restrictions alimentaires et exigences particulières',
      'Poste : Plats',
      'Loges',
    ]);
    expect(within(paper).getByText('Un invité allergique aux noix.')).toBeTruthy();
    // The owner's dietary needs, kept as the suite's pre-order notes, reach the chef too.
    expect(within(paper).getByRole('columnheader', { name: 'Notes de précommande' })).toBeTruthy();
    expect(within(paper).getByText('Gâteau à 21 h.')).toBeTruthy();
    expect(within(paper).getByText('Suite 102 : 3')).toBeTruthy();
    expect(within(paper).getByText('Sans piment (3)')).toBeTruthy();
    expect(screen.getByText(/Pas encore imprimé/)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    const actions = screen.getByRole('group', { name: 'Actions du document' });
    expect(within(actions).getByRole('button', { name: 'Imprimer' })).toBeTruthy();
    expect(within(actions).getByRole('button', { name: 'Exporter en chiffrier' })).toBeTruthy();
  });
});
