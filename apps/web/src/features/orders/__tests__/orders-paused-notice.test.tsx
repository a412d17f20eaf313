import { afterEach, describe, expect, it } from 'vitest';
import { configure, within } from '@testing-library/react';
import { makeOrderingConfig } from '@app/domain/testing';
import { changeLocale } from '#i18n/i18n.ts';
import { json } from '#test/fetch-mock.ts';
import { open } from './order-screen.tsx';

configure({ asyncUtilTimeout: 4000 });

afterEach(async () => {
  await changeLocale('en-CA');
});

const paused = makeOrderingConfig({
  ordersPaused: {
    paused: true,
    message: 'Back at 5 pm.',
    localization: { fr: { orders_paused_message: 'De retour à 17 h.' } },
  },
});

describe('ordering paused', { timeout: 30_000 }, () => {
  it('says so over a new order, with the message of the interface language', async () => {
    const app = open('/order-management/create', {
      'GET /api/orders/ordering-config': json(200, paused),
    });
    const title = await app.screen.findByText('Ordering is paused');
    const notice = title.closest<HTMLElement>('[role="status"]');
    expect(notice).not.toBeNull();
    expect(within(notice!).getByText('Back at 5 pm.')).toBeTruthy();
    expect(
      within(notice!).getByText('New orders are refused until ordering resumes.'),
    ).toBeTruthy();
    await changeLocale('fr-CA');
    expect(await app.screen.findByText('Les commandes sont en pause')).toBeTruthy();
    expect(app.screen.getByText('De retour à 17 h.')).toBeTruthy();
  });

  it('says nothing while ordering is open', async () => {
    const app = open();
    await app.screen.findByRole('radio', { name: /Lunch/ });
    expect(app.screen.queryByText('Ordering is paused')).toBeNull();
  });
});
