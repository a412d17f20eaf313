import { afterEach, describe, expect, it } from 'vitest';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderDraft } from '@app/domain';
import { changeLocale } from '#i18n/i18n.ts';
import { json } from '#test/fetch-mock.ts';
import { makeOrder } from '#test/orders.ts';
import { TestProviders } from '#test/test-providers.tsx';
import { KioskStart } from '../create/kiosk-start.tsx';
import { addFries, open, startOrder, type App } from './order-screen.tsx';

configure({ asyncUtilTimeout: 4000 });

afterEach(async () => {
  await changeLocale('en-CA');
});

function welcome(app: App, name = 'Welcome') {
  return app.screen.findByRole('dialog', { name });
}

describe('kiosk start modal', { timeout: 30_000 }, () => {
  it('offers to start a new order and closes on it', async () => {
    const user = userEvent.setup();
    render(
      <TestProviders>
        <KioskStart />
      </TestProviders>,
    );
    expect(await screen.findByRole('dialog', { name: 'Welcome' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Start a new order' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Welcome' })).toBeNull());
  });

  it('covers the kiosk order screen on opening and after each submitted order', async () => {
    const app = open(
      '/order-management/create',
      { 'POST /api/orders': (call) => json(201, makeOrder(42, call.body as OrderDraft)) },
      { role: 'kiosk' },
    );
    const modal = await welcome(app);
    // The guest picks the language there, then starts.
    await app.user.click(within(modal).getByRole('button', { name: 'Passer au français' }));
    const french = await welcome(app, 'Bienvenue');
    await app.user.click(
      within(french).getByRole('button', { name: 'Commencer une nouvelle commande' }),
    );
    await waitFor(() => expect(app.screen.queryByRole('dialog', { name: 'Bienvenue' })).toBeNull());
    await changeLocale('en-CA');

    await startOrder(app);
    await addFries(app);
    await app.user.click(app.screen.getByRole('button', { name: 'Submit order' }));
    const done = await app.screen.findByRole('dialog', { name: 'Order submitted' });
    await app.user.click(within(done).getByRole('button', { name: 'New order' }));
    // The next guest never lands in the previous guest's order: the start modal is back.
    const again = await welcome(app);
    await app.user.click(within(again).getByRole('button', { name: 'Start a new order' }));
    await waitFor(() => expect(app.screen.queryByRole('dialog', { name: 'Welcome' })).toBeNull());
    expect(await app.screen.findByRole('radio', { name: /Lunch/ })).toBeTruthy();
  });

  it('is not shown to other roles', async () => {
    const app = open();
    await app.screen.findByRole('radio', { name: /Lunch/ });
    expect(app.screen.queryByRole('dialog', { name: 'Welcome' })).toBeNull();
  });
});
