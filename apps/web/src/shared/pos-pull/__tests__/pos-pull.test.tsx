import { describe, expect, it, vi } from 'vitest';
import { act, waitFor, within } from '@testing-library/react';
import {
  canPullFromPos,
  type JobRun,
  type MenuSummary,
  type PosPullResult,
  type Role,
} from '@app/domain';
import { changeLocale } from '#i18n/i18n.ts';
import { sessionStore } from '#lib/session/session-store.ts';
import { apiError, json, mockApi, type RecordedCall } from '#test/fetch-mock.ts';
import { makeMenuSummary } from '#test/catalogue.ts';
import { makeLocation } from '#test/locations.ts';
import { renderApp } from '#test/render-app.tsx';
import { signInAs } from '#test/tokens.ts';

const BEFORE = '2025-01-15T12:00:00.000Z';
const AFTER = '2025-01-15T12:00:20.000Z';

const result: PosPullResult = {
  provider: 'square',
  menu_id: 9,
  menu_created: true,
  sections: { created: 3, updated: 0, removed: 0 },
  items: { created: 12, updated: 1, removed: 2 },
  option_groups: { created: 2, updated: 0, removed: 0 },
  option_values: { created: 7, updated: 0, removed: 1 },
};

function jobRun(fields: Partial<JobRun>): JobRun {
  return {
    id: 7,
    kind: 'pos-pull',
    status: 'queued',
    progress: 0,
    total: null,
    result: null,
    error: null,
    created_at: BEFORE,
    started_at: null,
    finished_at: null,
    ...fields,
  };
}

/**
 * The menus screen of a pos_integrated bistro. `menus` is what `GET /api/menus` answers now (a
 * test moves its `updated_at` to stand for a pull that ended on the server).
 */
function open(
  routes: Record<string, (call: RecordedCall) => Response | Promise<Response>>,
  options: { role?: Role; pos?: boolean } = {},
) {
  const menus: { list: MenuSummary[] } = {
    list: [makeMenuSummary(1, 'Lunch', { updated_at: BEFORE })],
  };
  const api = mockApi({
    'POST /api/restaurants/list': json(200, [
      makeLocation(1, 'Bistro', { pos_integrated: options.pos ?? true }),
    ]),
    'GET /api/menus': () => json(200, menus.list),
    'GET /api/menu-groups': json(200, []),
    ...routes,
  });
  signInAs({ role: options.role ?? 'member', restaurants: [1] });
  return { ...renderApp('/menus'), api, menus };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('refresh from point of sale', { timeout: 30_000 }, () => {
  it('is offered only where the location is pos_integrated', async () => {
    const app = open({}, { pos: false });
    expect(await app.screen.findByRole('heading', { name: 'Menus', level: 1 })).toBeTruthy();
    await app.screen.findByRole('list', { name: 'Menus' });
    expect(app.screen.queryByRole('button', { name: 'Refresh from point of sale' })).toBeNull();
  });

  it('follows the run with a timer, then shows what changed and reloads the menus', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const runs = [
      jobRun({ status: 'running', progress: 2 }),
      jobRun({ status: 'running', progress: 3, total: 3 }),
      jobRun({ status: 'succeeded', progress: 3, total: 3, result }),
    ];
    const app = open({
      'PUT /api/restaurants/upload-menu/1': () => json(202, jobRun({})),
      'GET /api/jobs/7': () => json(200, runs.shift() ?? runs.at(-1)),
    });
    await app.user.click(
      await app.screen.findByRole('button', { name: 'Refresh from point of sale' }),
    );
    const dialog = await app.screen.findByRole('dialog', { name: 'Refresh from point of sale' });
    expect(
      await within(dialog).findByText('Waiting for the server to start the pull…'),
    ).toBeTruthy();
    expect(within(dialog).getByRole('timer').textContent).toBe('Elapsed time: 00:00');
    // The dialog cannot be dismissed while the pull runs.
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();

    await advance(1_000);
    expect(
      await within(dialog).findByText("Reading the point of sale's catalogue: 2 pages read…"),
    ).toBeTruthy();
    expect(within(dialog).getByRole('timer').textContent).toBe('Elapsed time: 00:01');
    await advance(1_000);
    expect(await within(dialog).findByText('Updating the menus…')).toBeTruthy();
    const listCalls = app.api.callsTo('GET', '/api/menus').length;
    await advance(1_000);

    expect(
      await within(dialog).findByText('The menus were refreshed from the point of sale.'),
    ).toBeTruthy();
    const table = within(dialog).getByRole('table', { name: 'What changed' });
    expect(within(table).getByRole('row', { name: /Items/ }).textContent).toBe('Items1212');
    expect(within(dialog).getByText(/A new menu was created as a draft/)).toBeTruthy();
    expect(app.api.callsTo('PUT', '/api/restaurants/upload-menu/1')).toHaveLength(1);
    expect(app.api.callsTo('GET', '/api/jobs/7')).toHaveLength(3);
    await waitFor(() =>
      expect(app.api.callsTo('GET', '/api/menus').length).toBeGreaterThan(listCalls),
    );
    // Stopped: the timer no longer moves.
    const stopped = within(dialog).getByRole('timer').textContent;
    await advance(5_000);
    expect(within(dialog).getByRole('timer').textContent).toBe(stopped);
    // The dialog's close button (top) and its "Close" action (bottom): the latter closes it.
    const [, closeAction] = within(dialog).getAllByRole('button', { name: 'Close' });
    await app.user.click(closeAction!);
    await waitFor(() => expect(app.screen.queryByRole('dialog')).toBeNull());
  });

  it('after a 504 polls the menus every 10 s and reports success when they advance', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const app = open({
      'PUT /api/restaurants/upload-menu/1': () => apiError(504, 'http_504', 'Gateway Timeout'),
    });
    await app.user.click(
      await app.screen.findByRole('button', { name: 'Refresh from point of sale' }),
    );
    const dialog = await app.screen.findByRole('dialog', { name: 'Refresh from point of sale' });
    expect(await within(dialog).findByText(/taking longer than usual/)).toBeTruthy();
    const baseline = app.api.callsTo('GET', '/api/menus').length;

    await advance(10_000);
    await waitFor(() => expect(app.api.callsTo('GET', '/api/menus')).toHaveLength(baseline + 1));
    expect(await within(dialog).findByText('Checks so far: 1')).toBeTruthy();
    expect(within(dialog).getByRole('timer').textContent).toBe('Elapsed time: 00:10');
    // Not before 10 s: no call in between.
    await advance(9_000);
    expect(app.api.callsTo('GET', '/api/menus')).toHaveLength(baseline + 1);

    app.menus.list = [makeMenuSummary(1, 'Lunch', { updated_at: AFTER })];
    await advance(1_000);
    expect(
      await within(dialog).findByText('The menus were refreshed from the point of sale.'),
    ).toBeTruthy();
    expect(within(dialog).getByText(/details of what changed are not available/)).toBeTruthy();
    expect(app.api.callsTo('GET', '/api/jobs/7')).toHaveLength(0);
    // A 504 is not a session that ended.
    expect(sessionStore.getState().authenticated).toBe(true);
  });

  it('rejects the pull in French when 300 s pass after a network error, staying signed in', async () => {
    await changeLocale('fr-CA');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const app = open({
      'PUT /api/restaurants/upload-menu/1': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await app.user.click(
      await app.screen.findByRole('button', { name: 'Actualiser depuis le point de vente' }),
    );
    const dialog = await app.screen.findByRole('dialog', {
      name: 'Actualiser depuis le point de vente',
    });
    expect(await within(dialog).findByText(/plus de temps que d’habitude/)).toBeTruthy();
    const baseline = app.api.callsTo('GET', '/api/menus').length;
    await advance(290_000);
    expect(within(dialog).queryByText('La récupération a été rejetée')).toBeNull();
    await advance(10_000);
    expect(await within(dialog).findByText('La récupération a été rejetée')).toBeTruthy();
    expect(within(dialog).getByText(/Aucune mise à jour n’est arrivée/)).toBeTruthy();
    expect(within(dialog).getByRole('timer').textContent).toBe('Temps écoulé : 05:00');
    // 30 checks, one every 10 s, and none after the rejection.
    expect(app.api.callsTo('GET', '/api/menus').length - baseline).toBe(30);
    await advance(60_000);
    expect(app.api.callsTo('GET', '/api/menus').length - baseline).toBe(30);
    expect(sessionStore.getState().authenticated).toBe(true);
  });

  it('rejects a run the server never ends after 300 s, and stops asking', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const app = open({
      'PUT /api/restaurants/upload-menu/1': () => json(202, jobRun({ status: 'running' })),
      'GET /api/jobs/7': () => json(200, jobRun({ status: 'running', progress: 1 })),
    });
    await app.user.click(
      await app.screen.findByRole('button', { name: 'Refresh from point of sale' }),
    );
    const dialog = await app.screen.findByRole('dialog', { name: 'Refresh from point of sale' });
    await advance(301_000);
    expect(await within(dialog).findByText('The pull was rejected')).toBeTruthy();
    const polls = app.api.callsTo('GET', '/api/jobs/7').length;
    await advance(10_000);
    expect(app.api.callsTo('GET', '/api/jobs/7').length).toBe(polls);
  });

  it("shows the server's reason when the pull fails or is refused", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const app = open({
      'PUT /api/restaurants/upload-menu/1': () => json(202, jobRun({ status: 'running' })),
      'GET /api/jobs/7': () =>
        json(
          200,
          jobRun({
            status: 'failed',
            error: {
              code: 'pos_rejected',
              message: 'The point of sale refused the connection. Check its access token.',
            },
          }),
        ),
    });
    await app.user.click(
      await app.screen.findByRole('button', { name: 'Refresh from point of sale' }),
    );
    const dialog = await app.screen.findByRole('dialog', { name: 'Refresh from point of sale' });
    await advance(1_000);
    expect(await within(dialog).findByText('The pull did not complete')).toBeTruthy();
    expect(within(dialog).getByText(/Check its access token/)).toBeTruthy();
  });

  it('shows a refusal of the start, such as a location without a connection', async () => {
    const app = open({
      'PUT /api/restaurants/upload-menu/1': () =>
        apiError(
          409,
          'pos_not_configured',
          'This location is not connected to a point of sale yet.',
        ),
    });
    await app.user.click(
      await app.screen.findByRole('button', { name: 'Refresh from point of sale' }),
    );
    const dialog = await app.screen.findByRole('dialog', { name: 'Refresh from point of sale' });
    expect(
      await within(dialog).findByText('This location is not connected to a point of sale yet.'),
    ).toBeTruthy();
    expect(sessionStore.getState().authenticated).toBe(true);
  });

  it('is not offered to staff, who never see the menus', () => {
    expect(
      ['admin', 'manager', 'lead', 'member', 'staff', 'kiosk'].map((role) =>
        canPullFromPos({
          role: role as Role,
          location: makeLocation(1, 'Bistro', { pos_integrated: true }),
        }),
      ),
    ).toEqual([true, true, true, true, false, false]);
  });
});
