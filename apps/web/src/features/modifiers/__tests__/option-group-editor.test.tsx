import { describe, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import { changeLocale } from '#i18n/i18n.ts';
import { json, mockApi } from '#test/fetch-mock.ts';
import { makeLocation } from '#test/locations.ts';
import { renderApp } from '#test/render-app.tsx';
import { signInAs } from '#test/tokens.ts';
import { makeOptionGroup, makeOptionValue } from '#test/catalogue.ts';

const location = makeLocation(1, 'Demo Restaurant');
const toppings = makeOptionGroup(5, 'Toppings', {
  allow_multiple_selection: true,
  limit: 3,
  values: [
    makeOptionValue(5, 'Cheese', { default_selection: true, max_quantity: 3 }),
    makeOptionValue(5, 'Bacon', { default_selection: true }),
    makeOptionValue(5, 'Onions', { default_selection: true }),
  ],
});

function open() {
  const api = mockApi({
    'POST /api/restaurants/list': json(200, [location]),
    'GET /api/options': json(200, [toppings]),
    'POST /api/options': json(201, makeOptionGroup(9, 'Choose a side')),
    'PUT /api/options/5': json(200, toppings),
  });
  signInAs({ role: 'manager', restaurants: [location.id] });
  return { ...renderApp('/modifiers'), api };
}

async function openCreate(app: ReturnType<typeof open>, button = 'New add-on group') {
  await app.screen.findByRole('table', {}, { timeout: 5000 });
  await app.user.click(app.screen.getByRole('button', { name: button }));
  return app.screen.findByRole('dialog');
}

describe('modifier group editor', { timeout: 20_000 }, () => {
  it('requires the prompt name and an option name, in English', async () => {
    const app = open();
    const dialog = await openCreate(app);
    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const name = within(dialog).getByRole('textbox', { name: /Prompt name/ });
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getAllByText('This field is required.')).toHaveLength(2);
    expect(app.api.callsTo('POST', '/api/options')).toHaveLength(0);
  });

  it('requires the prompt name in French too', async () => {
    await changeLocale('fr-CA');
    const app = open();
    const dialog = await openCreate(app, 'Nouveau groupe de suppléments');
    await app.user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect((await within(dialog).findAllByText('Ce champ est requis.')).length).toBe(2);
    expect(app.api.callsTo('POST', '/api/options')).toHaveLength(0);
  });

  it('creates the group with its options in one call', async () => {
    const app = open();
    const dialog = await openCreate(app);
    await app.user.type(
      within(dialog).getByRole('textbox', { name: /Prompt name/ }),
      'Choose a side',
    );
    await app.user.click(within(dialog).getByRole('switch', { name: 'Required' }));
    await app.user.type(within(dialog).getByRole('textbox', { name: 'Name, option 1' }), 'Fries');
    await app.user.type(within(dialog).getByRole('textbox', { name: 'Price, option 1' }), '2.5');
    await app.user.type(within(dialog).getByRole('textbox', { name: 'Calories, option 1' }), '320');
    await app.user.click(within(dialog).getByRole('button', { name: 'Add an option' }));
    await app.user.type(within(dialog).getByRole('textbox', { name: 'Name, option 2' }), 'Salad');
    await app.user.type(
      within(dialog).getByRole('textbox', { name: 'Name in French, option 2' }),
      'Salade',
    );
    await app.user.click(within(dialog).getByRole('checkbox', { name: 'Default, option 2' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(app.api.callsTo('POST', '/api/options')).toHaveLength(1));
    expect(app.api.callsTo('POST', '/api/options')[0]?.body).toMatchObject({
      name: 'Choose a side',
      type: 'addons',
      required: true,
      allow_multiple_selection: false,
      limit: null,
      values: [
        { name: 'Fries', price: 2.5, calories: 320, default_selection: false, max_quantity: 1 },
        {
          name: 'Salad',
          price: 0,
          default_selection: true,
          localization: { fr: { name: 'Salade' } },
        },
      ],
    });
    expect(await app.screen.findByText('Add-on group created.')).toBeTruthy();
    await waitFor(() => expect(app.screen.queryByRole('dialog')).toBeNull());
  });

  it('lowers the defaults and quantities over a lowered maximum, and says which', async () => {
    const app = open();
    await app.screen.findByRole('table', {}, { timeout: 5000 });
    await app.user.click(app.screen.getByRole('button', { name: 'Toppings' }));
    const dialog = await app.screen.findByRole('dialog');
    // The editor opens with the group's settings.
    const setting = (name: string) =>
      within(dialog).getByRole<HTMLInputElement>('switch', { name }).checked;
    expect([setting('Required'), setting('Multiple selection')]).toEqual([false, true]);
    const limit = within(dialog).getByRole('textbox', { name: 'Selection maximum' });
    await app.user.clear(limit);
    await app.user.type(limit, '2');
    await app.user.tab();

    const title = await within(dialog).findByText('Options adjusted to the selection maximum');
    const notice = title.closest<HTMLElement>('[role="status"]');
    if (!notice) throw new Error('The notice is not a status region');
    expect(notice.textContent).toContain('Onions is no longer selected by default.');
    expect(notice.textContent).toContain('Cheese: maximum quantity lowered to 2.');
    const checked = (name: string) =>
      within(dialog).getByRole<HTMLInputElement>('checkbox', { name }).checked;
    expect([checked('Default, option 1'), checked('Default, option 2')]).toEqual([true, true]);
    expect(checked('Default, option 3')).toBe(false);

    // Single choice: one default at most, one of each option.
    await app.user.click(within(dialog).getByRole('switch', { name: 'Multiple selection' }));
    expect(await within(dialog).findByText('Bacon is no longer selected by default.')).toBeTruthy();
    expect(within(dialog).getByText('Cheese: maximum quantity lowered to 1.')).toBeTruthy();
    expect(checked('Default, option 2')).toBe(false);
    await app.user.click(within(dialog).getByRole('switch', { name: 'Multiple selection' }));

    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(app.api.callsTo('PUT', '/api/options/5')).toHaveLength(1));
    const body = app.api.callsTo('PUT', '/api/options/5')[0]?.body as {
      limit: number;
      force_publish: boolean;
      values: { id: number; default_selection: boolean; max_quantity: number }[];
    };
    expect(body.limit).toBe(2);
    expect(body.force_publish).toBe(true);
    expect(body.values.map((value) => [value.default_selection, value.max_quantity])).toEqual([
      [true, 1],
      [false, 1],
      [false, 1],
    ]);
    expect(body.values.map((value) => value.id)).toEqual(toppings.values.map((value) => value.id));
  });

  it('asks before closing with unsaved changes', async () => {
    const app = open();
    const dialog = await openCreate(app);
    await app.user.type(within(dialog).getByRole('textbox', { name: /Prompt name/ }), 'Sides');
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await app.screen.findByText('Unsaved changes')).toBeTruthy();
    await app.user.click(app.screen.getByRole('button', { name: 'Keep editing' }));
    expect(within(dialog).getByRole('textbox', { name: /Prompt name/ })).toBeTruthy();
  });
});
