import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ZLocation, type JobRun, type Location } from '@app/domain';
import { changeLocale } from '#i18n/i18n.ts';
import { ActiveLocationContext } from '#shared/locations/active-location.ts';
import { json, mockApi, type RecordedCall } from '#test/fetch-mock.ts';
import { makeLocation } from '#test/locations.ts';
import { TestProviders } from '#test/test-providers.tsx';
import { signInAs } from '#test/tokens.ts';
import { BulkActionsButton } from '../bulk-actions-button.tsx';

function bistro(config: { allow_bulk_complete?: boolean; allow_bulk_cancel?: boolean }): Location {
  const base = makeLocation(1, 'Bistro', { order_management: true });
  return ZLocation.parse({
    ...base,
    menu_manager_config: { ...base.menu_manager_config, ...config },
  });
}

const dryRun = {
  changes: [{ id: 11, order_number: 1011 }],
  skipped: [
    {
      id: 12,
      order_number: 1012,
      code: 'order_before_scheduled_date',
      message: 'The order cannot be completed prior to the scheduled date.',
    },
  ],
};

function renderButton(
  location: Location,
  routes: Record<string, (call: RecordedCall) => Response> = {},
) {
  signInAs({ role: 'lead', restaurants: [1] });
  const api = mockApi(routes);
  render(
    <TestProviders>
      <ActiveLocationContext.Provider value={location}>
        <BulkActionsButton />
      </ActiveLocationContext.Provider>
    </TestProviders>,
  );
  return { api, user: userEvent.setup() };
}

describe('bulk actions', () => {
  it('is shown only where a flag allows an action', async () => {
    await changeLocale('en-CA');
    renderButton(bistro({}));
    expect(screen.queryByRole('button', { name: 'Bulk actions' })).toBeNull();
  });

  it('lists the dry run, then runs only once the word is typed, and shows the result', async () => {
    await changeLocale('en-CA');
    const { api, user } = renderButton(bistro({ allow_bulk_complete: true }), {
      'POST /api/orders/bulk-actions': (call) =>
        (call.body as { dryRun: boolean }).dryRun
          ? json(200, dryRun)
          : json(200, { done: dryRun.changes, refused: dryRun.skipped }),
    });
    await user.click(screen.getByRole('button', { name: 'Bulk actions' }));
    await user.type(await screen.findByLabelText('Date'), '2026-03-01');
    await user.click(screen.getByRole('button', { name: 'Show the orders' }));
    expect(await screen.findByText('Order #1011')).toBeTruthy();
    expect(
      screen.getByText('Order #1012 — The order cannot be completed prior to the scheduled date.'),
    ).toBeTruthy();
    const run = screen.getByRole('button', { name: 'Apply to 1 order' });
    expect(run).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText('Confirmation'), 'CONFIRM');
    await user.click(run);
    expect(await screen.findByText('1 order changed.')).toBeTruthy();
    const [first, second] = api.calls.filter((call) => call.path === '/api/orders/bulk-actions');
    expect(first!.body).toEqual({ action: 'complete', date: '2026-03-01', dryRun: true });
    expect(second!.body).toEqual({
      action: 'complete',
      date: '2026-03-01',
      dryRun: false,
      confirmation: 'CONFIRM',
    });
    expect(second!.headers.get('idempotency-key')).toBeTruthy();
  });

  it('follows a large cancel through its job, in French', async () => {
    await changeLocale('fr-CA');
    const run: JobRun = {
      id: 7,
      kind: 'bulk-order-action',
      status: 'succeeded',
      progress: 1,
      total: 1,
      result: { done: [{ id: 11, order_number: 1011 }], refused: [] },
      error: null,
      created_at: '2026-03-01T12:00:00.000Z',
      started_at: '2026-03-01T12:00:00.000Z',
      finished_at: '2026-03-01T12:00:01.000Z',
    };
    const { api, user } = renderButton(bistro({ allow_bulk_cancel: true }), {
      'POST /api/orders/bulk-actions': (call) =>
        (call.body as { dryRun: boolean }).dryRun
          ? json(200, { changes: dryRun.changes, skipped: [] })
          : json(200, { job_id: 7 }),
      'GET /api/jobs/7': () => json(200, run),
    });
    await user.click(screen.getByRole('button', { name: 'Actions groupées' }));
    await user.click(await screen.findByLabelText('Sur une période'));
    await user.type(screen.getByLabelText('Du'), '2026-03-01');
    await user.type(screen.getByLabelText('Au'), '2026-03-07');
    await user.type(screen.getByLabelText('Raison de l’annulation'), 'Tempête');
    await user.click(screen.getByRole('button', { name: 'Afficher les commandes' }));
    expect(await screen.findByText('Commande n° 1011')).toBeTruthy();
    await user.type(screen.getByLabelText('Confirmation'), 'CONFIRMER');
    await user.click(screen.getByRole('button', { name: 'Appliquer à 1 commande' }));
    expect(await screen.findByText('1 commande modifiée.')).toBeTruthy();
    await waitFor(() =>
      expect(
        api.calls.find(
          (call) => call.method === 'POST' && !(call.body as { dryRun: boolean }).dryRun,
        )!.body,
      ).toEqual({
        action: 'cancel',
        dateRange: { start: '2026-03-01', end: '2026-03-07' },
        dryRun: false,
        confirmation: 'CONFIRMER',
        reason: 'Tempête',
      }),
    );
  });
});
