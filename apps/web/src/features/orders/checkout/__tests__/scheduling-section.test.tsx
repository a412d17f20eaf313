import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { formatDateTime, formatTime, toIsoDate, type OrderType } from '@app/domain';
import { changeLocale } from '#i18n/i18n.ts';
import { json, mockApi, type RecordedCall } from '#test/fetch-mock.ts';
import { makeMenu } from '#test/catalogue.ts';
import { makeOrderingConfig } from '@app/domain/testing';
import { renderCheckout } from './checkout-harness.tsx';

const both = makeMenu(7, 'Lunch', { on_demand: true, scheduled: true });

/** The window: two weeks from Monday 2030-01-14, weekends closed; 11:30 full, 12:00 has 2 left. */
function schedulingApi() {
  return mockApi({
    'GET /api/orders/get-next-order-queue-time': json(200, {
      dueAt: new Date(Date.now() + 25 * 60_000).toISOString(),
      prepTime: 25,
    }),
    'POST /api/orders/scheduling': (call: RecordedCall) => {
      const date = (call.body as { date?: string }).date ?? null;
      return json(200, {
        timeZone: 'America/Toronto',
        firstDate: '2030-01-14',
        lastDate: '2030-01-25',
        excludeWeekends: true,
        minimumOrderAmount: null,
        date,
        slots: date
          ? [
              { time: '11:30', available: false, remaining: 0 },
              { time: '12:00', available: true, remaining: 2 },
              { time: '12:30', available: true, remaining: null },
            ]
          : [],
      });
    },
  });
}

function renderScheduling(type: OrderType = 'take_out') {
  return renderCheckout({ type, menu: both });
}

describe('scheduling', () => {
  it('offers as soon as possible with the kitchen’s next time', async () => {
    schedulingApi();
    const { latest } = renderScheduling();
    const when = screen.getByRole('radiogroup', { name: 'When is the order due?' });
    expect(within(when).getByRole('radio', { name: 'As soon as possible' })).toHaveProperty(
      'checked',
      true,
    );
    // The time alone today; with its date when 25 minutes from now is already tomorrow.
    const ready = new Date(Date.now() + 25 * 60_000);
    const zone = 'America/Toronto';
    const expected =
      toIsoDate(ready, zone) === toIsoDate(new Date(), zone)
        ? formatTime(ready, zone)
        : formatDateTime(ready, 'en-CA', zone);
    expect(await screen.findByText(`Ready at about ${expected}`)).toBeTruthy();
    expect(latest().pickup.scheduled).toBe(false);
  });

  it('schedules a date inside the window (no weekends) and a time with room', async () => {
    const api = schedulingApi();
    const { user, latest } = renderScheduling();
    await user.click(screen.getByRole('radio', { name: 'Scheduled' }));
    expect(latest().pickup.scheduled).toBe(true);

    await user.click(await screen.findByRole('button', { name: /Date/ }));
    const saturday = await screen.findByRole('button', { name: '2030/01/19' });
    expect(saturday.hasAttribute('data-disabled')).toBe(true);
    expect(screen.getByRole('button', { name: '2030/01/11' }).hasAttribute('data-disabled')).toBe(
      true,
    );
    await user.click(screen.getByRole('button', { name: '2030/01/15' }));
    expect(latest().pickup).toMatchObject({ dueByDate: '2030-01-15', dueByTime: null });
    expect(screen.getByRole('button', { name: /Date/ }).textContent).toContain('2030/01/15');

    await user.click(screen.getByRole('combobox', { name: /Time/ }));
    const full = await screen.findByRole('option', { name: '11:30 (full)' });
    expect(full.getAttribute('aria-disabled') ?? full.getAttribute('data-combobox-disabled')).toBe(
      'true',
    );
    await user.click(screen.getByRole('option', { name: '12:00 (2 places left)' }));
    expect(latest().pickup).toMatchObject({
      scheduled: true,
      dueByDate: '2030-01-15',
      dueByTime: '12:00',
    });
    expect(api.callsTo('POST', '/api/orders/scheduling').at(-1)?.body).toEqual({
      menuId: 7,
      type: 'take_out',
      date: '2030-01-15',
    });
  });

  it('shows the date the French way', async () => {
    await changeLocale('fr-CA');
    schedulingApi();
    renderCheckout({
      type: 'catering',
      menu: both,
      checkout: {
        pickup: {
          delivery: false,
          notes: '',
          dueByDate: '2030-01-15',
          dueByTime: null,
          scheduled: true,
          prepTime: null,
        },
      },
    });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Date/ }).textContent).toContain('15/01/2030'),
    );
  });

  it('has no as-soon-as-possible for catering: a date is needed', () => {
    schedulingApi();
    renderScheduling('catering');
    expect(screen.queryByRole('radio', { name: 'As soon as possible' })).toBeNull();
    expect(screen.getByRole('button', { name: /Date/ })).toBeTruthy();
  });

  it('lets generic catering be as soon as possible from an on-demand menu, as the server does', () => {
    schedulingApi();
    renderScheduling('generic_catering');
    expect(screen.getByRole('radio', { name: 'As soon as possible' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Scheduled' })).toBeTruthy();
  });

  it('is not asked for a dine-in check', () => {
    schedulingApi();
    renderScheduling('dine_in');
    expect(screen.queryByRole('group', { name: 'Due time' })).toBeNull();
  });
});

describe('minimum order amount', () => {
  it('says the minimum while the subtotal is below it, and not once reached', () => {
    const config = makeOrderingConfig({
      ordering: { ...makeOrderingConfig().ordering, minimumOrderAmount: 25 },
    });
    const { unmount } = renderCheckout({ config, subtotal: 24.99 });
    expect(screen.getByText('The minimum order is $25.00.')).toBeTruthy();
    unmount();
    renderCheckout({ config, subtotal: 25 });
    expect(screen.queryByText('The minimum order is $25.00.')).toBeNull();
  });
});
