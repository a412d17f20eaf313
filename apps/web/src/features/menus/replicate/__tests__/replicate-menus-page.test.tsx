import { describe, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import type { JobRun, Location, ReplicationReport, Role } from '@app/domain';
import { changeLocale } from '#i18n/i18n.ts';
import { json, mockApi, type RecordedCall } from '#test/fetch-mock.ts';
import { makeLocation } from '#test/locations.ts';
import { currentPath, renderApp } from '#test/render-app.tsx';
import { signInAs } from '#test/tokens.ts';
import { makeMenuSummary } from '#test/catalogue.ts';

const bistro = makeLocation(1, 'Bistro');
const school = makeLocation(2, 'School');
const stadium = makeLocation(3, 'Stadium');
const withMenus = (location: Location, names: string[]) => ({
  ...location,
  menus: names.map((name, index) => ({ id: location.id * 100 + index, name })),
});

function reportFor(body: { menus: number[]; restaurantIds: number[] }): ReplicationReport {
  return {
    locations: body.restaurantIds.map((id) => ({
      restaurant_id: id,
      menus: body.menus.map((menu) => ({
        source_menu_id: menu,
        name: 'Lunch',
        menu_id: 900 + menu,
        outcome: 'created',
      })),
      option_groups_created: 1,
      rotational_menus_copied: 0,
    })),
  };
}

function run(status: JobRun['status'], extra: Partial<JobRun> = {}): JobRun {
  return {
    id: 7,
    kind: 'menu-replication',
    status,
    progress: 0,
    total: null,
    result: null,
    error: null,
    created_at: '2026-11-24T15:00:00.000Z',
    started_at: null,
    finished_at: null,
    ...extra,
  };
}

/**
 * The run of the last replication asked for: running with none of its locations done, then
 * succeeded with its report — or, with the stadium among the targets, failed because its server
 * stopped.
 */
function replicationServer() {
  let polls: JobRun[] = [];
  return {
    start: (call: RecordedCall) => {
      const body = call.body as { menus: number[]; restaurantIds: number[] };
      const total = body.restaurantIds.length;
      const end = body.restaurantIds.includes(stadium.id)
        ? run('failed', {
            total,
            error: {
              code: 'job_lost',
              message:
                'The job stopped because its server stopped. Nothing was changed; start it again.',
            },
          })
        : run('succeeded', { progress: total, total, result: reportFor(body) });
      polls = [run('running', { total }), end];
      return json(202, run('queued'));
    },
    poll: () => json(200, polls.length > 1 ? polls.shift() : polls[0]),
  };
}

function open(role: Role = 'manager') {
  const server = replicationServer();
  const api = mockApi({
    'POST /api/restaurants/list': json(200, [bistro, school, stadium]),
    'POST /api/restaurants/list-with-menus': json(200, [
      withMenus(bistro, ['Lunch', 'Dinner']),
      withMenus(school, ['Breakfast']),
      withMenus(stadium, ['lunch']),
    ]),
    'GET /api/menus': json(200, [
      makeMenuSummary(1, 'Lunch', { localization: { fr: { name: 'Dîner' } } }),
      makeMenuSummary(2, 'Dinner'),
    ]),
    'GET /api/menu-groups': json(200, []),
    'POST /api/menus/replicate': (call) => server.start(call),
    'GET /api/jobs/7': () => server.poll(),
  });
  signInAs({ role, restaurants: [bistro.id, school.id, stadium.id] });
  return { ...renderApp('/replicate-menus'), api };
}

describe('replicate menus screen', { timeout: 20_000 }, () => {
  it('lists the menus and the other locations, and asks for at least one location', async () => {
    const app = open();
    expect(await app.screen.findByRole('heading', { name: 'Replicate menus' })).toBeTruthy();
    const targets = app.screen.getByRole('group', { name: 'Copy to' });
    // The other locations, not the active one (the source).
    expect(within(targets).getByRole('checkbox', { name: 'School' })).toBeTruthy();
    expect(within(targets).getByRole('checkbox', { name: 'Stadium' })).toBeTruthy();
    expect(within(targets).queryByRole('checkbox', { name: 'Bistro' })).toBeNull();
    await app.user.click(app.screen.getByRole('checkbox', { name: 'Lunch' }));
    await app.user.click(app.screen.getByRole('button', { name: 'Replicate' }));
    expect(await app.screen.findByText('Please select at least one location')).toBeTruthy();
    expect(app.api.callsTo('POST', '/api/menus/replicate')).toHaveLength(0);
  });

  it('replicates without confirmation when nothing is overwritten, follows the run and shows the report', async () => {
    const app = open();
    await app.user.click(await app.screen.findByRole('checkbox', { name: 'Lunch' }));
    await app.user.click(app.screen.getByRole('checkbox', { name: 'School' }));
    await app.user.click(
      app.screen.getByRole('switch', { name: 'Also copy the daily (rotational) menus' }),
    );
    await app.user.click(app.screen.getByRole('button', { name: 'Replicate' }));
    await waitFor(() => expect(app.api.callsTo('POST', '/api/menus/replicate')).toHaveLength(1));
    const [started] = app.api.callsTo('POST', '/api/menus/replicate');
    expect(started!.body).toEqual({ menus: [1], restaurantIds: [2], copyRotationalMenus: true });
    expect(started!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await app.screen.findByText('Locations done: 0 of 1')).toBeTruthy();
    const table = await app.screen.findByRole('table', {}, { timeout: 5000 });
    expect(within(table).getByText('School')).toBeTruthy();
    expect(within(table).getByText('Copied')).toBeTruthy();
    expect(within(table).getByText('Menus created: 1 · overwritten: 0')).toBeTruthy();
    expect(app.screen.queryByRole('dialog')).toBeNull();
  });

  it('asks for OVERWRITE before overwriting a same-named menu, and says so when nothing was replicated', async () => {
    const app = open();
    await app.user.click(await app.screen.findByRole('checkbox', { name: 'Lunch' }));
    const stadiumBox = app.screen.getByRole('checkbox', { name: 'Stadium' });
    expect(app.screen.getByText('Will overwrite: lunch')).toBeTruthy();
    await app.user.click(stadiumBox);
    await app.user.click(app.screen.getByRole('button', { name: 'Replicate' }));
    const dialog = await app.screen.findByRole('dialog', { name: 'Overwrite existing menus?' });
    expect(within(dialog).getByText('Stadium: lunch')).toBeTruthy();
    const confirm = within(dialog).getByRole('button', { name: 'Overwrite and replicate' });
    const word = within(dialog).getByLabelText('Type OVERWRITE to confirm');
    // The French word, or the right word in lower case, does not confirm in English.
    for (const wrong of ['ECRASER', 'overwrite']) {
      await app.user.clear(word);
      await app.user.type(word, wrong);
      expect(confirm).toHaveProperty('disabled', true);
    }
    await app.user.clear(word);
    await app.user.type(word, 'OVERWRITE');
    expect(confirm).toHaveProperty('disabled', false);
    await app.user.click(confirm);
    await waitFor(() => expect(app.api.callsTo('POST', '/api/menus/replicate')).toHaveLength(1));
    expect(app.api.callsTo('POST', '/api/menus/replicate')[0]!.body).toMatchObject({
      restaurantIds: [3],
      confirmation: 'OVERWRITE',
    });
    const alert = await app.screen.findByRole('alert', {}, { timeout: 5000 });
    expect(within(alert).getByText('Nothing was replicated')).toBeTruthy();
    expect(
      within(alert).getByText(
        'The job stopped because its server stopped. Nothing was changed; start it again.',
      ),
    ).toBeTruthy();
    expect(app.screen.queryByRole('table')).toBeNull();
  });

  it('speaks French: the validation message and the word ECRASER', async () => {
    await changeLocale('fr-CA');
    const app = open();
    expect(await app.screen.findByRole('heading', { name: 'Répliquer les menus' })).toBeTruthy();
    await app.user.click(app.screen.getByRole('checkbox', { name: 'Dîner' }));
    await app.user.click(app.screen.getByRole('button', { name: 'Répliquer' }));
    expect(
      await app.screen.findByText('Veuillez sélectionner au moins un établissement'),
    ).toBeTruthy();
    await app.user.click(app.screen.getByRole('checkbox', { name: 'Stadium' }));
    await app.user.click(app.screen.getByRole('button', { name: 'Répliquer' }));
    // The stadium's "lunch" would be overwritten: named as the chosen menu reads in French.
    expect(app.screen.getByText('Écrasera : Dîner')).toBeTruthy();
    const dialog = await app.screen.findByRole('dialog', { name: 'Écraser les menus existants?' });
    expect(within(dialog).getByText('Stadium : Dîner')).toBeTruthy();
    expect(within(dialog).queryByText(/Lunch|lunch/)).toBeNull();
    const confirm = within(dialog).getByRole('button', { name: 'Écraser et répliquer' });
    const word = within(dialog).getByLabelText('Tapez ECRASER pour confirmer');
    await app.user.type(word, 'OVERWRITE');
    expect(confirm).toHaveProperty('disabled', true);
    await app.user.clear(word);
    await app.user.type(word, 'ECRASER');
    await app.user.click(confirm);
    await waitFor(() =>
      expect(app.api.callsTo('POST', '/api/menus/replicate')[0]?.body).toMatchObject({
        confirmation: 'ECRASER',
      }),
    );
    // The stadium's run stops with its server: nothing was replicated, said in French.
    expect(await app.screen.findByText('Rien n’a été répliqué')).toBeTruthy();
  });

  it('is not open to leads', async () => {
    const app = open('lead');
    await waitFor(() => expect(currentPath(app.router)).toBe('/menus'));
    expect(app.screen.queryByRole('heading', { name: 'Replicate menus' })).toBeNull();
  });
});
