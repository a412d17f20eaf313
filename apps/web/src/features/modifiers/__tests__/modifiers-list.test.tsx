import { describe, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import { json, mockApi } from '#test/fetch-mock.ts';
import { makeLocation } from '#test/locations.ts';
import { renderApp } from '#test/render-app.tsx';
import { signInAs } from '#test/tokens.ts';
import { makeOptionGroup } from '#test/catalogue.ts';

const location = makeLocation(1, 'Demo Restaurant');
const sizes = makeOptionGroup(1, 'Size', {
  type: 'pricing',
  required: true,
  values: ['Small', 'Medium', 'Large'],
  item_count: 4,
});
const sides = makeOptionGroup(2, 'Choose a side', {
  allow_multiple_selection: true,
  limit: 2,
  item_count: 3,
});
const sauces = makeOptionGroup(3, 'Sauces', { allow_multiple_selection: true, values: ['BBQ'] });

function open(groups = [sizes, sides, sauces]) {
  let current = groups;
  const api = mockApi({
    'POST /api/restaurants/list': json(200, [location]),
    'GET /api/options': () => json(200, current),
    'DELETE /api/options/2': () => {
      current = current.filter((group) => group.id !== 2);
      return json(204);
    },
    'POST /api/options/3/duplicate': () => {
      const copy = makeOptionGroup(4, 'Sauces Copy', { values: ['BBQ'] });
      current = [...current, copy];
      return json(201, copy);
    },
    'POST /api/menus/reorder': json(204),
  });
  signInAs({ role: 'manager', restaurants: [location.id] });
  return { ...renderApp('/modifiers'), api };
}

function rowOf(table: HTMLElement, name: string): HTMLElement {
  const row = within(table).getByRole('button', { name }).closest('tr');
  if (!row) throw new Error(`No row for ${name}`);
  return row;
}

/** The texts of a row's data cells (without the drag handle and the actions). */
function cellTexts(row: HTMLElement): string[] {
  return within(row)
    .getAllByRole('cell')
    .slice(1, -1)
    .map((cell) => cell.textContent ?? '');
}

describe('modifiers screen', { timeout: 20_000 }, () => {
  it('lists the add-on groups with their settings and usage, pricing groups in their tab', async () => {
    const app = open();
    const table = await app.screen.findByRole('table', {}, { timeout: 5000 });
    const sidesRow = rowOf(table, 'Choose a side');
    // Prompt (with its options), type, required, multiple, maximum, options, used by.
    expect(cellTexts(sidesRow)).toEqual([
      'Choose a sideFries, Salad',
      'Add-ons',
      'No',
      'Yes',
      '2',
      '2',
      '3 items',
    ]);
    expect(cellTexts(rowOf(table, 'Sauces'))).toContain('No limit');
    expect(within(table).queryByRole('button', { name: 'Size' })).toBeNull();
    expect(app.screen.getByRole('tab', { name: 'Add-ons (2)' })).toBeTruthy();

    await app.user.click(app.screen.getByRole('tab', { name: 'Pricing (1)' }));
    const pricing = await app.screen.findByRole('table');
    const sizeRow = rowOf(pricing, 'Size');
    expect(cellTexts(sizeRow)).toEqual([
      'SizeSmall, Medium, Large',
      'Pricing',
      'Yes',
      'No',
      '1',
      '3',
      '4 items',
    ]);
  });

  it('deletes a group after a confirmation that says how many items use it', async () => {
    const app = open();
    await app.screen.findByRole('table');
    await app.user.click(
      app.screen.getByRole('button', { name: 'More actions for Choose a side' }),
    );
    await app.user.click(await app.screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await app.screen.findByRole('dialog');
    expect(dialog.textContent).toContain('removed from the 3 items that use it');
    expect(app.api.callsTo('DELETE', '/api/options/2')).toHaveLength(0);

    await app.user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(app.api.callsTo('DELETE', '/api/options/2')).toHaveLength(1));
    expect(await app.screen.findByText('“Choose a side” deleted.')).toBeTruthy();
    await waitFor(() =>
      expect(app.screen.queryByRole('button', { name: 'Choose a side' })).toBeNull(),
    );
  });

  it('keeps the group when the deletion is cancelled', async () => {
    const app = open();
    await app.screen.findByRole('table');
    await app.user.click(app.screen.getByRole('button', { name: 'More actions for Sauces' }));
    await app.user.click(await app.screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await app.screen.findByRole('dialog');
    expect(dialog.textContent).toContain('No item uses it');
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(app.api.callsTo('DELETE', '/api/options/3')).toHaveLength(0);
    expect(app.screen.getByRole('button', { name: 'Sauces' })).toBeTruthy();
  });

  it('duplicates a group and shows the copy', async () => {
    const app = open();
    await app.screen.findByRole('table');
    await app.user.click(app.screen.getByRole('button', { name: 'More actions for Sauces' }));
    await app.user.click(await app.screen.findByRole('menuitem', { name: 'Duplicate' }));
    expect(await app.screen.findByRole('button', { name: 'Sauces Copy' })).toBeTruthy();
    expect(app.api.callsTo('POST', '/api/options/3/duplicate')).toHaveLength(1);
    expect(app.screen.getByText('“Sauces Copy” created.')).toBeTruthy();
  });

  it('says so when a type has no group yet', async () => {
    const app = open([sizes]);
    expect(await app.screen.findByText(/No add-on groups yet/)).toBeTruthy();
  });
});
