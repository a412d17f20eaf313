import { describe, expect, it } from 'vitest';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { ZCreateItemRequest, type CreateItemRequest } from '@app/domain';
import { changeLocale } from '#i18n/i18n.ts';
import { json, type RecordedCall } from '#test/fetch-mock.ts';
import { makeDeepMenu, makeItem, makeSection } from '#test/catalogue.ts';
import { openItems } from './items-app.ts';

// The editor is a big form; happy-dom on a busy machine takes a few seconds to render it.
const SLOW = { timeout: 20_000 };
const TEST = { timeout: 60_000 };

/** The created item the mocked API answers: the request's fields on a new item. */
function created(call: RecordedCall) {
  const body = ZCreateItemRequest.parse(call.body);
  return json(
    201,
    makeItem(9, {
      name: body.name,
      published: body.published ?? false,
    }),
  );
}

async function openNewItem(path = '/menus/1/items') {
  const app = openItems(path, makeDeepMenu(1, 'Noodle bar', { allow_sections: false }), {
    'POST /api/menus/1/items': created,
  });
  await app.user.click(await app.screen.findByRole('button', { name: 'Add item' }, SLOW));
  await app.screen.findByRole('heading', { name: 'New item' }, SLOW);
  return app;
}

function nameInput(app: Awaited<ReturnType<typeof openNewItem>>) {
  return app.screen.getByRole('textbox', { name: /^(Name|Nom)\W*$/ });
}

function lastBody(app: Awaited<ReturnType<typeof openNewItem>>): CreateItemRequest {
  const calls = app.api.callsTo('POST', '/api/menus/1/items');
  return calls.at(-1)?.body as CreateItemRequest;
}

describe('item editor', () => {
  it('in French, names the item in French and writes its prices with a comma', TEST, async () => {
    await changeLocale('fr-CA');
    const item = makeItem(42, {
      name: 'Big Mac',
      localization: { fr: { name: 'Gros Mac' } },
      base_price: 8.49,
      price_options: [{ name: 'Large', price: 10.5, calories: null }],
    });
    const menu = makeDeepMenu(1, 'Menu 1', { allow_sections: false, items: [item] });
    const app = openItems('/menus/1/items?item=42', menu);
    await app.screen.findByRole('heading', { name: 'Modifier « Gros Mac »' }, SLOW);
    const base = app.screen.getByRole<HTMLInputElement>('textbox', { name: 'Prix de base' });
    expect(base.value).toBe('8,49');
    const option = app.screen.getByRole<HTMLInputElement>('textbox', { name: /^Prix 1\W*$/ });
    expect(option.value).toBe('10,50');
  });

  it('refuses an item without a name, with the message in English', TEST, async () => {
    const app = await openNewItem();
    await app.user.click(app.screen.getByRole('button', { name: 'Save' }));
    expect(await app.screen.findByText('This field is required.')).toBeTruthy();
    expect(app.api.callsTo('POST', '/api/menus/1/items')).toHaveLength(0);
  });

  it('refuses an item without a name, with the message in French', TEST, async () => {
    await changeLocale('fr-CA');
    const app = openItems(
      '/menus/1/items?item=new',
      makeDeepMenu(1, 'Menu 1', { allow_sections: false }),
    );
    await app.screen.findByRole('heading', { name: 'Nouvel article' }, SLOW);
    await app.user.click(app.screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await app.screen.findByText('Ce champ est requis.')).toBeTruthy();
    expect(app.api.callsTo('POST', '/api/menus/1/items')).toHaveLength(0);
  });

  it('takes only an https nutrition sheet link, as the server does', TEST, async () => {
    const app = await openNewItem();
    fireEvent.change(nameInput(app), { target: { value: 'Ramen' } });
    const sheet = app.screen.getByRole('textbox', { name: 'Nutrition sheet link' });
    fireEvent.change(sheet, { target: { value: 'http://example.com/ramen.pdf' } });
    await app.user.click(app.screen.getByRole('button', { name: 'Save' }));
    expect(
      await app.screen.findByText('Must be a secure URL starting with https://.'),
    ).toBeTruthy();
    expect(app.api.callsTo('POST', '/api/menus/1/items')).toHaveLength(0);
    fireEvent.change(sheet, { target: { value: 'https://example.com/ramen.pdf' } });
    await app.user.click(app.screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(app.api.callsTo('POST', '/api/menus/1/items')).toHaveLength(1));
    expect(lastBody(app).nutritional_sheet_url).toBe('https://example.com/ramen.pdf');
  });

  it('writes the description in both languages from the item details', TEST, async () => {
    const app = await openNewItem();
    await app.user.type(nameInput(app), 'Pad thai');
    await app.user.click(app.screen.getByRole('button', { name: 'Add an ingredient' }));
    await app.user.type(app.screen.getByRole('textbox', { name: /^Ingredient 1\W*$/ }), 'Rice');
    await app.user.click(app.screen.getByRole('checkbox', { name: 'Peanuts' }));
    await app.user.click(app.screen.getByRole('button', { name: 'Auto-generate description' }));
    const description = app.screen.getByRole('textbox', { name: 'Description' });
    expect(description.textContent).toBe('Made with Rice. Contains peanuts.');

    await app.user.click(app.screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(app.api.callsTo('POST', '/api/menus/1/items')).toHaveLength(1));
    const body = lastBody(app);
    expect(body.description).toBe('<p>Made with Rice. Contains peanuts.</p>');
    expect(body.localization).toEqual({
      fr: { description: '<p>Préparé avec Rice. Contient : arachides.</p>' },
    });
  });

  it('paints the price schedule by dragging and sends it with the price codes', TEST, async () => {
    const app = await openNewItem();
    await app.user.type(nameInput(app), 'Happy hour wings');
    await app.user.type(app.screen.getByRole('textbox', { name: 'Base price' }), '12');
    await app.user.click(app.screen.getByRole('button', { name: 'Add a price code' }));
    await app.user.type(app.screen.getByRole('textbox', { name: 'Amount of price A' }), '8,50');

    const grid = app.screen.getByRole('group', { name: 'Weekly price schedule, by quarter-hour' });
    const cell = (day: number, slot: number) =>
      grid.querySelector(`[data-day="${day}"][data-slot="${slot}"]`) as HTMLElement;
    // Monday 16:00 to Tuesday 17:45, painted with the new code A (the brush it selects).
    fireEvent.pointerDown(cell(1, 64));
    fireEvent.pointerMove(cell(2, 66));
    fireEvent.pointerMove(cell(2, 71));
    fireEvent.pointerUp(cell(2, 71));
    expect(cell(1, 70).dataset.code).toBe('A');
    expect(app.screen.getByText(/Tuesday: 16:00–18:00 price A \(\$8\.50\)/)).toBeTruthy();

    // Thursday all day unavailable with the keyboard form.
    await app.user.selectOptions(app.screen.getByRole('combobox', { name: 'From day' }), '4');
    await app.user.selectOptions(app.screen.getByRole('combobox', { name: 'To day' }), '4');
    await app.user.selectOptions(app.screen.getByRole('combobox', { name: 'From' }), '0');
    await app.user.selectOptions(app.screen.getByRole('combobox', { name: 'To' }), '96');
    await app.user.selectOptions(app.screen.getByRole('combobox', { name: 'Set to' }), 'x');
    await app.user.click(app.screen.getByRole('button', { name: 'Apply' }));

    await app.user.click(app.screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(app.api.callsTo('POST', '/api/menus/1/items')).toHaveLength(1));
    const body = lastBody(app);
    const painted = `${'-'.repeat(64)}${'A'.repeat(8)}${'-'.repeat(24)}`;
    expect(body.price_schedule).toEqual([
      painted,
      painted,
      '-'.repeat(96),
      'x'.repeat(96),
      '-'.repeat(96),
      '-'.repeat(96),
      '-'.repeat(96),
    ]);
    expect(body.additional_prices).toEqual({ A: 8.5 });
    expect(body.base_price).toBe(12);
  });

  it('sends allergens, diets and price options, as a draft or published', TEST, async () => {
    const app = await openNewItem();
    await app.user.type(nameInput(app), 'Tofu bowl');
    await app.user.click(app.screen.getByRole('checkbox', { name: 'Soy' }));
    await app.user.click(app.screen.getByRole('checkbox', { name: 'Sesame' }));
    await app.user.click(app.screen.getByRole('checkbox', { name: 'Vegan' }));
    await app.user.click(app.screen.getByRole('button', { name: 'Add a price' }));
    await app.user.type(app.screen.getByRole('textbox', { name: /^Price 1 name\W*$/ }), 'Large');
    await app.user.type(app.screen.getByRole('textbox', { name: 'Price 1' }), '14.5');
    await app.user.click(app.screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(app.api.callsTo('POST', '/api/menus/1/items')).toHaveLength(1));
    expect(lastBody(app)).toMatchObject({
      name: 'Tofu bowl',
      allergens: ['Soy', 'Sesame'],
      diets: ['Vegan'],
      price_options: [{ name: 'Large', price: 14.5, calories: null }],
      default_price_name: 'Regular',
      price_schedule: null,
      published: false,
    });
    expect(await app.screen.findByText('“Tofu bowl” saved as a draft.')).toBeTruthy();
    await waitFor(() => expect(app.screen.queryByRole('heading', { name: 'New item' })).toBeNull());
  });

  it('edits the French name of each price beside it, and sends only those set', TEST, async () => {
    const item = makeItem(42, {
      name: 'Iced tea',
      base_price: 2,
      price_options: [
        { name: 'Large', price: 3.5, calories: null, localization: { fr: { name: 'Grand' } } },
      ],
    });
    const menu = makeDeepMenu(1, 'Menu 1', { allow_sections: false, items: [item] });
    const app = openItems('/menus/1/items?item=42', menu, {
      'PUT /api/menus/1/items/42': json(200, item),
    });
    await app.screen.findByRole('heading', { name: 'Edit “Iced tea”' }, SLOW);
    const french = (name: string) =>
      app.screen.getByRole<HTMLInputElement>('textbox', { name: `${name} (French)` });
    expect(french('Price 1 name').value).toBe('Grand');
    await app.user.type(french('Name of the base price'), 'Format ordinaire');
    await app.user.click(app.screen.getByRole('button', { name: 'Add a price' }));
    await app.user.type(app.screen.getByRole('textbox', { name: /^Price 2 name\W*$/ }), 'Small');
    await app.user.type(app.screen.getByRole('textbox', { name: 'Price 2' }), '2,5');
    await app.user.click(app.screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(app.api.callsTo('PUT', '/api/menus/1/items/42')).toHaveLength(1));
    const body = app.api.callsTo('PUT', '/api/menus/1/items/42')[0]?.body as CreateItemRequest;
    expect(body.price_options).toEqual([
      { name: 'Large', price: 3.5, calories: null, localization: { fr: { name: 'Grand' } } },
      { name: 'Small', price: 2.5, calories: null },
    ]);
    expect(body.localization).toEqual({ fr: { default_price_name: 'Format ordinaire' } });
  });

  it('publishes with Save, on the section item path', TEST, async () => {
    const item = makeItem(5, { name: 'Ramen', section_id: 3, published: false });
    const menu = makeDeepMenu(1, 'Menu 1', {
      sections: [makeSection(3, 1, 'Section 3', { items: [item] })],
    });
    const app = openItems('/menus/1/sections/3/items?item=5', menu, {
      'PUT /api/menus/1/sections/3/items/5': json(200, { ...item, published: true }),
    });
    await app.screen.findByRole('heading', { name: 'Edit “Ramen”' }, SLOW);
    const dialog = app.screen.getByRole('dialog');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(app.api.callsTo('PUT', '/api/menus/1/sections/3/items/5')).toHaveLength(1),
    );
    expect(app.api.callsTo('PUT', '/api/menus/1/sections/3/items/5')[0]?.body).toMatchObject({
      name: 'Ramen',
      published: true,
    });
  });

  it('marks an item sold per guest, and turns it off again', TEST, async () => {
    const item = makeItem(5, { name: 'Buffet', section_id: 3, price_type: 'per_guest' });
    const menu = makeDeepMenu(1, 'Menu 1', {
      sections: [makeSection(3, 1, 'Section 3', { items: [item] })],
    });
    const path = '/api/menus/1/sections/3/items/5';
    const app = openItems('/menus/1/sections/3/items?item=5', menu, {
      [`PUT ${path}`]: json(200, item),
    });
    await app.screen.findByRole('heading', { name: 'Edit “Buffet”' }, SLOW);
    const dialog = app.screen.getByRole('dialog');
    const perGuest = within(dialog).getByRole<HTMLInputElement>('switch', {
      name: /^Sold per guest/,
    });
    expect(perGuest.checked).toBe(true);
    await app.user.click(perGuest);
    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(app.api.callsTo('PUT', path)).toHaveLength(1));
    expect(app.api.callsTo('PUT', path)[0]?.body).toMatchObject({ price_type: null });
  });

  it('shows the default price name in French without storing it', TEST, async () => {
    await changeLocale('fr-CA');
    const item = makeItem(42, {
      name: 'Iced tea',
      base_price: 2,
      price_options: [{ name: 'Large', price: 3.5, calories: null }],
    });
    const menu = makeDeepMenu(1, 'Menu 1', { allow_sections: false, items: [item] });
    const app = openItems('/menus/1/items?item=42', menu, {
      'PUT /api/menus/1/items/42': json(200, item),
    });
    await app.screen.findByRole('heading', { name: 'Modifier « Iced tea »' }, SLOW);
    // The location writes English first: its own field keeps "Regular"; the French field is
    // empty, and says French readers see "Régulier".
    const primary = app.screen.getByRole<HTMLInputElement>('textbox', {
      name: /^Nom du prix de base\W*$/,
    });
    expect(primary.value).toBe('Regular');
    const french = app.screen.getByRole<HTMLInputElement>('textbox', {
      name: 'Nom du prix de base (français)',
    });
    expect(french.value).toBe('');
    expect(french.placeholder).toBe('Régulier');
    // Typing the French default in the primary field keeps the default stored.
    await app.user.clear(primary);
    await app.user.type(primary, 'Régulier');
    await app.user.click(app.screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(app.api.callsTo('PUT', '/api/menus/1/items/42')).toHaveLength(1));
    const body = app.api.callsTo('PUT', '/api/menus/1/items/42')[0]?.body as CreateItemRequest;
    expect(body.default_price_name).toBe('Regular');
    expect(body.localization).toEqual({});
  });
});
