import { describe, expect, it } from 'vitest';
import { configure, waitFor, within } from '@testing-library/react';
import type { CreateMenuRequest } from '@app/domain';
import { changeLocale } from '#i18n/i18n.ts';
import { json, mockApi } from '#test/fetch-mock.ts';
import { makeLocation } from '#test/locations.ts';
import { renderApp } from '#test/render-app.tsx';
import { signInAs } from '#test/tokens.ts';
import { makeMenu, makeMenuGroup, makeMenuSummary } from '#test/catalogue.ts';

// Screens and editors load their code on first use; on a busy machine that takes over a second.
configure({ asyncUtilTimeout: 4000 });

const lunch = makeMenuSummary(1, 'Lunch', {
  availability: [1, 2, 3, 4, 5, 6, 7].map((day) => ({
    day_of_week: day,
    start_time: '11:00',
    end_time: '14:00',
  })),
});

function open(routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'POST /api/restaurants/list': json(200, [makeLocation(1, 'Bistro')]),
    'GET /api/menus': json(200, [lunch]),
    'GET /api/menu-groups': json(200, [makeMenuGroup(7, 'Weekday')]),
    'POST /api/menus': (call) => {
      const body = call.body as CreateMenuRequest;
      return json(201, makeMenu(9, body.name, { published: body.published ?? false }));
    },
    'PUT /api/menus/1': (call) => {
      const body = call.body as CreateMenuRequest;
      return json(200, makeMenu(1, body.name, { published: body.published ?? true }));
    },
    ...routes,
  });
  signInAs({ role: 'manager', restaurants: [1] });
  return { ...renderApp('/menus'), api };
}

async function openCreate(app: ReturnType<typeof open>) {
  await app.user.click(
    await app.screen.findByRole('button', { name: /Create menu|Créer un menu/ }, { timeout: 5000 }),
  );
  return app.screen.findByRole('dialog');
}

/** Types `HH:mm` into the 24-hour time control named `name` (its hours, then its minutes). */
async function setTime(
  app: ReturnType<typeof open>,
  dialog: HTMLElement,
  name: string,
  time: string,
) {
  const hours = within(dialog).getByRole('spinbutton', { name: `${name}, hours` });
  await app.user.click(hours);
  await app.user.type(hours, time.replace(':', ''));
}

describe('menu editor', { timeout: 20_000 }, () => {
  it('requires the name, in English', async () => {
    const app = open();
    const dialog = await openCreate(app);
    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This field is required.')).toBeTruthy();
    expect(app.api.callsTo('POST', '/api/menus')).toHaveLength(0);
  });

  it('requires the name, in French', async () => {
    await changeLocale('fr-CA');
    const app = open();
    const dialog = await openCreate(app);
    await app.user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByText('Ce champ est requis.')).toBeTruthy();
    expect(app.api.callsTo('POST', '/api/menus')).toHaveLength(0);
  });

  it('refuses hours that end when they start, per day, and takes an end before the start as the next day', async () => {
    const app = open();
    const dialog = await openCreate(app);
    await app.user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Dinner');
    await app.user.click(within(dialog).getByRole('switch', { name: 'Same hours every day' }));
    await setTime(app, dialog, 'Tuesday: opens (hours 1)', '17:00');
    await setTime(app, dialog, 'Tuesday: closes (hours 1)', '17:00');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Must be different from 17:00.')).toBeTruthy();
    expect(app.api.callsTo('POST', '/api/menus')).toHaveLength(0);

    // In French the same rule speaks French.
    await changeLocale('fr-CA');
    expect(await within(dialog).findByText('Doit être différent de 17:00.')).toBeTruthy();
    await changeLocale('en-CA');

    // Closing at 02:00 after opening at 17:00 is the next day, and saves as such.
    await setTime(app, dialog, 'Tuesday: closes (hours 1)', '02:00');
    expect(await within(dialog).findByText('next day')).toBeTruthy();
    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(app.api.callsTo('POST', '/api/menus')).toHaveLength(1));
    const body = app.api.callsTo('POST', '/api/menus')[0]?.body as CreateMenuRequest;
    expect(body.availability).toContainEqual({
      day_of_week: 2,
      start_time: '17:00',
      end_time: '02:00',
    });
  });

  it('creates a published menu with its week of hours in the same call', async () => {
    const app = open();
    const dialog = await openCreate(app);
    await app.user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Dinner');
    await setTime(app, dialog, 'Every day: opens (hours 1)', '17:00');
    await setTime(app, dialog, 'Every day: closes (hours 1)', '00:00');
    await app.user.click(within(dialog).getByRole('button', { name: 'Add hours for Every day' }));
    await setTime(app, dialog, 'Every day: opens (hours 2)', '11:00');
    await setTime(app, dialog, 'Every day: closes (hours 2)', '14:00');
    await app.user.click(within(dialog).getByRole('switch', { name: /^Scheduled/ }));
    await app.user.type(within(dialog).getByRole('textbox', { name: 'Required notice' }), '30');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(app.api.callsTo('POST', '/api/menus')).toHaveLength(1));
    const body = app.api.callsTo('POST', '/api/menus')[0]?.body as CreateMenuRequest;
    expect(body).toMatchObject({
      name: 'Dinner',
      published: true,
      dine_in: true,
      scheduled: true,
      required_notice: 30,
      max_orders_per_interval: 0,
      access_level: 'unrestricted',
      allow_sections: true,
      menu_group_id: null,
      localization: {},
    });
    expect(body.availability).toHaveLength(14);
    expect(body.availability).toContainEqual({
      day_of_week: 7,
      start_time: '17:00',
      end_time: '24:00',
    });
    expect(body.availability).toContainEqual({
      day_of_week: 1,
      start_time: '11:00',
      end_time: '14:00',
    });
    expect(await app.screen.findByText('“Dinner” saved and published.')).toBeTruthy();
    await waitFor(() => expect(app.screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps a menu a draft with "Save draft"', async () => {
    const app = open();
    const dialog = await openCreate(app);
    await app.user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Dinner');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(app.api.callsTo('POST', '/api/menus')).toHaveLength(1));
    expect(app.api.callsTo('POST', '/api/menus')[0]?.body).toMatchObject({
      name: 'Dinner',
      published: false,
    });
    expect(await app.screen.findByText('“Dinner” saved as a draft.')).toBeTruthy();
  });

  it('edits a menu: its stored hours read as "same every day" and are sent back', async () => {
    const app = open();
    const row = await app.screen.findByRole('listitem', { name: 'Lunch' }, { timeout: 5000 });
    await app.user.click(within(row).getByRole('button', { name: 'More actions for Lunch' }));
    await app.user.click(await app.screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await app.screen.findByRole('dialog');
    expect(within(dialog).getByRole('switch', { name: 'Same hours every day' })).toHaveProperty(
      'checked',
      true,
    );
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await app.user.clear(name);
    await app.user.type(name, 'Lunch 2');
    await app.user.click(within(dialog).getByRole('radio', { name: 'Staff only' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(app.api.callsTo('PUT', '/api/menus/1')).toHaveLength(1));
    const body = app.api.callsTo('PUT', '/api/menus/1')[0]?.body as CreateMenuRequest;
    expect(body).toMatchObject({ name: 'Lunch 2', published: false, access_level: 'staff_only' });
    expect(body.availability).toEqual(lunch.availability);
  });

  it('shows stored hours on the 24-hour clock of the Availability dialog, in French too', async () => {
    const evening = makeMenuSummary(1, 'Lunch', {
      availability: [{ day_of_week: 1, start_time: '17:30', end_time: '22:00' }],
    });
    await changeLocale('fr-CA');
    const app = open({ 'GET /api/menus': json(200, [evening]) });
    const row = await app.screen.findByRole('listitem', { name: 'Lunch' }, { timeout: 5000 });
    await app.user.click(within(row).getByRole('button', { name: 'Autres actions pour Lunch' }));
    await app.user.click(await app.screen.findByRole('menuitem', { name: 'Modifier' }));
    const dialog = await app.screen.findByRole('dialog');
    const hours = (name: string) => within(dialog).getByRole('spinbutton', { name });
    expect(hours('Lundi : ouverture (plage 1), heures')).toHaveProperty('value', '17');
    expect(hours('Lundi : ouverture (plage 1), minutes')).toHaveProperty('value', '30');
    expect(hours('Lundi : fermeture (plage 1), heures')).toHaveProperty('value', '22');
    // No AM/PM part: the same hours and minutes as every other time of day in the app.
    expect(within(dialog).queryByRole('spinbutton', { name: /AM|PM/ })).toBeNull();
  });

  it('asks before closing with unsaved changes', async () => {
    const app = open();
    const dialog = await openCreate(app);
    await app.user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Din');
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const confirm = await app.screen.findByRole('dialog', { name: 'Unsaved changes' });
    expect(confirm.textContent).toContain('Discard your changes?');
    await app.user.click(within(confirm).getByRole('button', { name: 'Keep editing' }));
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveProperty('value', 'Din');
    // Escape closes the confirmation (= keep editing) without asking again.
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await app.screen.findByRole('dialog', { name: 'Unsaved changes' });
    await app.user.keyboard('{Escape}');
    await waitFor(() =>
      expect(app.screen.queryByRole('dialog', { name: 'Unsaved changes' })).toBeNull(),
    );
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveProperty('value', 'Din');
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await app.user.click(
      within(await app.screen.findByRole('dialog', { name: 'Unsaved changes' })).getByRole(
        'button',
        { name: 'Discard' },
      ),
    );
    await waitFor(() => expect(app.screen.queryByRole('textbox', { name: 'Name' })).toBeNull());
  });
});
