import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../src/errors/app-error.ts';
import { squareConnector } from '../../src/modules/pos-pull/square-connector.ts';
import { startFakeSquare, type FakeSquare } from './fake-square.ts';
import {
  bistroCatalogue,
  category,
  item,
  modifierList,
  SQUARE_LOCATION,
} from './square-objects.ts';

/** The Square connector alone, against the fake Square on loopback (no database). */
describe('Square connector', () => {
  let square: FakeSquare;
  const connector = (locationId: string | null = SQUARE_LOCATION, baseUrl = square.url) =>
    squareConnector(
      { provider: 'square', baseUrl, accessToken: square.token, locationId },
      {
        requestTimeoutMs: 1_000,
      },
    );
  const fetch = (c = connector(), signal = new AbortController().signal) =>
    c.fetchCatalogue({ signal });
  const codeOf = async (promise: Promise<unknown>) =>
    promise.then(
      () => 'resolved',
      (error: unknown) => (error instanceof AppError ? error.code : String(error)),
    );

  beforeAll(async () => {
    square = await startFakeSquare();
  });
  afterAll(() => square.close());

  it('follows every cursor page, reporting each', async () => {
    square.objects = bistroCatalogue();
    square.pageSize = 2;
    const pages: number[] = [];
    const catalogue = await connector().fetchCatalogue({
      signal: new AbortController().signal,
      onPage: (page) => void pages.push(page),
    });
    expect(pages).toEqual([1, 2, 3, 4, 5, 6]);
    expect(square.seen.map((seen) => seen.query.has('cursor'))).toEqual([
      false,
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(catalogue.items.map((i) => i.name)).toEqual([
      'Burger',
      'Fish & Chips',
      'Lemonade',
      'Soup of the day',
    ]);
    square.pageSize = 3;
  });

  it('keeps what another location sells when the connection names no location', async () => {
    square.objects = bistroCatalogue();
    const catalogue = await fetch(connector(null));
    expect(catalogue.items.map((i) => i.name)).toContain('Brunch board');
    expect(catalogue.categories.map((c) => c.name)).toContain('Brunch');
    // The burger's Double has no override: the same price everywhere.
    expect(catalogue.items.find((i) => i.name === 'Fish & Chips')!.variations[0]!.price_cents).toBe(
      1900,
    );
  });

  it("reads Square's selection rules, legacy category ids and long names", async () => {
    square.objects = [
      category('CAT-1', 'Mains'),
      modifierList('L-SINGLE', 'Side', 'SINGLE', [{ id: 'M-1', name: 'Fries' }]),
      modifierList('L-MULTI', 'Toppings', 'MULTIPLE', [{ id: 'M-2', name: 'Bacon', cents: 100 }]),
      {
        ...modifierList('L-TEXT', 'Message', 'SINGLE', []),
        modifier_list_data: { name: 'Message', modifier_type: 'TEXT' },
      },
      item({
        id: 'I-1',
        name: 'x'.repeat(250),
        variations: [{ id: 'V-1', name: 'Regular', cents: 100 }],
        lists: [{ id: 'L-SINGLE' }, { id: 'L-MULTI', min: 1, max: 2 }, { id: 'L-TEXT' }],
      }),
      item({
        id: 'I-2',
        name: 'Plain',
        variations: [{ id: 'V-2', name: 'Regular', cents: 100 }],
        lists: [{ id: 'L-MULTI' }, { id: 'L-SINGLE', enabled: false }],
      }),
    ];
    const raw = square.objects[4] as { item_data: Record<string, unknown> };
    raw.item_data.category_id = 'CAT-1';
    const catalogue = await fetch();
    const first = catalogue.items.find((i) => i.ref === 'I-1');
    const second = catalogue.items.find((i) => i.ref === 'I-2');
    expect(first!.name).toHaveLength(200);
    expect(first!.category_refs).toEqual(['CAT-1']);
    expect(first!.modifier_lists).toEqual([
      { list_ref: 'L-SINGLE', min_selected: 1, max_selected: 1 },
      { list_ref: 'L-MULTI', min_selected: 1, max_selected: 2 },
    ]);
    expect(second!.modifier_lists).toEqual([
      { list_ref: 'L-MULTI', min_selected: 0, max_selected: null },
    ]);
    expect(catalogue.modifier_lists.map((l) => l.ref)).toEqual(['L-SINGLE', 'L-MULTI']);
    expect(catalogue.modifier_lists[0]!.modifiers[0]!.price_cents).toBe(0);
  });

  it('fails with the codes of the run', async () => {
    square.objects = bistroCatalogue();
    const stopped = new AbortController();
    stopped.abort();
    expect(await codeOf(fetch(connector(), stopped.signal))).toBe('pos_unreachable');
    expect(await codeOf(fetch(connector(SQUARE_LOCATION, `${square.url}/wrong`)))).toBe(
      'pos_catalogue_invalid',
    );
    square.failure = { status: 429 };
    expect(await codeOf(fetch())).toBe('pos_unreachable');
    square.failure = { status: 403 };
    expect(await codeOf(fetch())).toBe('pos_rejected');
    // An answer far larger than any catalogue page is not read into memory.
    square.failure = { hugeBytes: 21 * 1024 * 1024 };
    expect(await codeOf(fetch())).toBe('pos_catalogue_invalid');
    square.failure = null;
  });
});
