import { describe, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import { changeLocale } from '#i18n/i18n.ts';
import { apiError, json } from '#test/fetch-mock.ts';
import { makeDeepMenu, makeItem, makeSection } from '#test/catalogue.ts';
import { openItems } from './items-app.ts';

// Rendering the app on happy-dom is slow on a busy machine: generous time limits.
const SLOW = { timeout: 20_000 };

describe('item lists', { timeout: 60_000 }, () => {
  it('renders only a window of a 5,000-item menu', async () => {
    const items = Array.from({ length: 5000 }, (_, index) => makeItem(index + 1));
    const app = openItems(
      '/menus/1/items',
      makeDeepMenu(1, 'Grill', { allow_sections: false, items }),
    );

    const list = await app.screen.findByRole('list', { name: 'Items' }, SLOW);
    const rows = within(list).getAllByRole('listitem');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThan(100);
    expect(within(list).getByText('Item 1')).toBeTruthy();
    expect(within(list).queryByText('Item 5000')).toBeNull();
    expect(app.screen.getByText('5000 items')).toBeTruthy();
    expect(app.screen.getByRole('heading', { name: 'Grill' })).toBeTruthy();
  });

  it('shows price options in CAD, tags and flags in the interface language, and filters', async () => {
    const menu = makeDeepMenu(1, 'Menu 1', {
      allow_sections: false,
      items: [
        makeItem(1, {
          name: 'Poutine',
          base_price: 8.5,
          price_options: [{ name: 'Large', price: 11, calories: 900 }],
          allergens: ['Dairy'],
          diets: ['Vegetarian'],
          sold_out: true,
        }),
        makeItem(2, { name: 'Crème brûlée', published: false, is_hidden: true }),
      ],
    });
    const app = openItems('/menus/1/items', menu);
    const list = await app.screen.findByRole('list', { name: 'Items' }, SLOW);
    expect(within(list).getByText('Regular $8.50 · Large $11.00')).toBeTruthy();
    expect(within(list).getByText('Dairy')).toBeTruthy();
    expect(within(list).getByText('Vegetarian')).toBeTruthy();
    expect(within(list).getAllByText('Sold out')).toHaveLength(1);
    expect(within(list).getByText('Hidden')).toBeTruthy();
    expect(within(list).getByText('Draft')).toBeTruthy();

    await app.user.type(app.screen.getByLabelText('Filter items'), 'creme');
    expect(within(list).queryByText('Poutine')).toBeNull();
    expect(within(list).getByText('Crème brûlée')).toBeTruthy();
    expect(app.screen.getByText(/1 of 2 items/)).toBeTruthy();
  });

  it('names the default price in French on a French screen', async () => {
    await changeLocale('fr-CA');
    const menu = makeDeepMenu(1, 'Menu 1', {
      allow_sections: false,
      items: [
        makeItem(1, {
          name: 'Poutine',
          base_price: 8.5,
          price_options: [
            { name: 'Large', price: 11, calories: 900, localization: { fr: { name: 'Grande' } } },
          ],
        }),
        makeItem(2, {
          name: 'Tea',
          base_price: 2,
          default_price_name: 'Small',
          price_options: [{ name: 'Large', price: 3, calories: null }],
        }),
      ],
    });
    const app = openItems('/menus/1/items', menu);
    const list = await app.screen.findByRole('list', { name: 'Articles' }, SLOW);
    // Testing Library reads the no-break spaces of French amounts as spaces.
    expect(within(list).getByText('Régulier 8,50 $ · Grande 11,00 $')).toBeTruthy();
    // A named base price stays as it was named.
    expect(within(list).getByText('Small 2,00 $ · Large 3,00 $')).toBeTruthy();
  });

  it('shows the section header with breadcrumbs, and page-not-found for an unknown section', async () => {
    const menu = makeDeepMenu(1, 'Lunch', {
      sections: [
        makeSection(7, 1, 'Soups', { items: [makeItem(3, { section_id: 7 })] }),
        makeSection(8, 1, 'Salads'),
      ],
    });
    const app = openItems('/menus/1/sections/7/items', menu);
    expect(await app.screen.findByRole('heading', { name: 'Soups' }, SLOW)).toBeTruthy();
    const crumbs = app.screen.getByLabelText('You are here');
    expect(within(crumbs).getByRole('link', { name: 'Menus' }).getAttribute('href')).toBe('/menus');
    expect(within(crumbs).getByRole('link', { name: 'Lunch' }).getAttribute('href')).toBe(
      '/menus/1/sections',
    );

    await app.router.navigate('/menus/1/sections/99/items');
    expect(await app.screen.findByRole('heading', { name: 'Page not found' }, SLOW)).toBeTruthy();
  });

  it('shows page-not-found when the menu does not exist', async () => {
    const app = openItems('/menus/404/items', null, {
      'GET /api/menus/deep-get-menu/404': apiError(404, 'not_found', 'Menu not found.'),
    });
    expect(await app.screen.findByRole('heading', { name: 'Page not found' }, SLOW)).toBeTruthy();
  });

  it('duplicates, toggles sold out and deletes after confirmation from the row menu', async () => {
    const menu = makeDeepMenu(1, 'Menu 1', {
      allow_sections: false,
      items: [makeItem(1, { name: 'Tacos' })],
    });
    const app = openItems('/menus/1/items', menu, {
      'POST /api/menus/1/items/1/duplicate': json(
        201,
        makeItem(2, { name: 'Tacos Copy', published: false }),
      ),
      'PUT /api/menus/1/items/1': json(200, makeItem(1, { name: 'Tacos', sold_out: true })),
      'DELETE /api/menus/1/items/1': json(204),
    });
    const actions = await app.screen.findByRole('button', { name: 'More actions for Tacos' }, SLOW);

    await app.user.click(actions);
    await app.user.click(await app.screen.findByRole('menuitem', { name: 'Duplicate' }));
    await waitFor(() =>
      expect(app.api.callsTo('POST', '/api/menus/1/items/1/duplicate')).toHaveLength(1),
    );
    expect(await app.screen.findByText('“Tacos Copy” created.')).toBeTruthy();

    await app.user.click(actions);
    await app.user.click(await app.screen.findByRole('menuitem', { name: 'Mark as sold out' }));
    await waitFor(() => expect(app.api.callsTo('PUT', '/api/menus/1/items/1')).toHaveLength(1));
    expect(app.api.callsTo('PUT', '/api/menus/1/items/1')[0]?.body).toEqual({ sold_out: true });

    await app.user.click(actions);
    await app.user.click(await app.screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await app.screen.findByRole('dialog');
    expect(app.api.callsTo('DELETE', '/api/menus/1/items/1')).toHaveLength(0);
    await app.user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(app.api.callsTo('DELETE', '/api/menus/1/items/1')).toHaveLength(1));
  });

  it('moves an item down with the keyboard-reachable menu, sending the whole new order', async () => {
    const menu = makeDeepMenu(1, 'Menu 1', {
      allow_sections: false,
      items: [makeItem(1), makeItem(2), makeItem(3)],
    });
    const app = openItems('/menus/1/items', menu, {
      'POST /api/menus/reorder': json(204),
    });
    await app.user.click(
      await app.screen.findByRole('button', { name: 'More actions for Item 1' }, SLOW),
    );
    await app.user.click(await app.screen.findByRole('menuitem', { name: 'Move down' }));
    await waitFor(() => expect(app.api.callsTo('POST', '/api/menus/reorder')).toHaveLength(1));
    expect(app.api.callsTo('POST', '/api/menus/reorder')[0]?.body).toEqual({
      type: 'item',
      ids: [2, 1, 3],
    });
  });

  it('opens the editor of the item named in ?item=', async () => {
    const menu = makeDeepMenu(1, 'Menu 1', {
      allow_sections: false,
      items: [makeItem(1), makeItem(42, { name: 'Club sandwich' })],
    });
    const app = openItems('/menus/1/items?item=42', menu);
    expect(
      await app.screen.findByRole('heading', { name: 'Edit “Club sandwich”' }, SLOW),
    ).toBeTruthy();
    const name = app.screen.getByRole<HTMLInputElement>('textbox', { name: /^Name\W*$/ });
    expect(name.value).toBe('Club sandwich');
  });
});
