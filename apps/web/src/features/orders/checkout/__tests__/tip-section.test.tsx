import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { makeMenu } from '#test/catalogue.ts';
import { json, mockApi } from '#test/fetch-mock.ts';
import { renderCheckout } from './checkout-harness.tsx';

describe('tip choices at checkout', () => {
  it('offers the tip presets on a retail order', () => {
    renderCheckout({ type: 'retail' });
    expect(screen.getByRole('group', { name: 'Tip' })).toBeTruthy();
    expect(screen.getAllByRole('radio', { name: /15/ })).toHaveLength(1);
  });

  it('offers no tip on a school order', () => {
    mockApi({
      'POST /api/orders/scheduling': json(200, {
        timeZone: 'America/Toronto',
        firstDate: null,
        lastDate: null,
        excludeWeekends: false,
        minimumOrderAmount: null,
        date: null,
        slots: [],
      }),
    });
    renderCheckout({ type: 'school', menu: makeMenu(3, 'School lunch', { scheduled: true }) });
    expect(screen.queryByRole('group', { name: 'Tip' })).toBeNull();
    expect(screen.queryByRole('radio', { name: /15/ })).toBeNull();
  });
});
