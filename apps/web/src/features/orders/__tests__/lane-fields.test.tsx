import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addCalendarDays, toIsoDate } from '@app/domain';
import { changeLocale } from '#i18n/i18n.ts';
import { TestProviders } from '#test/test-providers.tsx';
import { LaneFields } from '../details/lane-fields.tsx';
import type { LaneReservation } from '../state/order-draft.ts';

/** The lane fields as the order details hold them; `kept` is the reservation the page keeps. */
function renderLaneFields(initial: LaneReservation | null = null) {
  let kept = initial;
  function Page() {
    const [value, setValue] = useState(initial);
    return (
      <LaneFields
        timeZone={LOCAL_ZONE}
        error={null}
        value={value}
        onChange={(next) => {
          kept = next;
          setValue(next);
        }}
      />
    );
  }
  const user = userEvent.setup();
  render(
    <TestProviders>
      <Page />
    </TestProviders>,
  );
  return { user, kept: () => kept };
}

/** The calendar shows the browser's days: the location is given the same zone here. */
const LOCAL_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Today, as `YYYY-MM-DD` (the first day a reservation may be booked on). */
function today(): string {
  return toIsoDate(new Date(), LOCAL_ZONE);
}

describe('lane reservation fields', () => {
  it('picks the date in the calendar and types 24-hour times, in French', async () => {
    await changeLocale('fr-CA');
    const { user, kept } = renderLaneFields();
    await user.type(screen.getByLabelText('Allée'), 'Allée 4');

    await user.click(screen.getByLabelText('Date'));
    const calendar = await screen.findByRole('dialog', { name: 'Choisir une date' });
    const [year, month, day] = today().split('-');
    await user.click(within(calendar).getByRole('button', { name: `${day}/${month}/${year}` }));
    // Shown as the app shows dates in French; kept as the API writes them.
    expect(screen.getByLabelText('Date').textContent).toBe(`${day}/${month}/${year}`);

    await user.type(screen.getByLabelText('Début'), '1830');
    await user.type(screen.getByLabelText('Fin'), '2045');
    expect(screen.getByRole('spinbutton', { name: 'Début, heures' })).toHaveProperty('value', '18');
    expect(screen.getByRole('spinbutton', { name: 'Début, minutes' })).toHaveProperty(
      'value',
      '30',
    );
    expect(kept()).toEqual({
      lane: 'Allée 4',
      date: today(),
      start: '18:30',
      end: '20:45',
    });
  });

  it('offers no day before today', async () => {
    const { user } = renderLaneFields();
    await user.click(screen.getByLabelText('Date'));
    const calendar = await screen.findByRole('dialog', { name: 'Choose a date' });
    const yesterday = addCalendarDays(today(), -1);
    if (yesterday.slice(0, 7) !== today().slice(0, 7)) {
      await user.click(within(calendar).getByRole('button', { name: 'Previous month' }));
    }
    const day = within(calendar).getByRole('button', { name: yesterday.replaceAll('-', '/') });
    expect(day.hasAttribute('disabled') || day.getAttribute('data-disabled') === 'true').toBe(true);
  });

  it('shows a saved reservation in the English date format and on a 24-hour clock', () => {
    renderLaneFields({ lane: 'Lane 2', date: '2030-01-05', start: '13:05', end: '14:00' });
    expect(screen.getByLabelText('Date').textContent).toBe('2030/01/05');
    expect(screen.getByRole('spinbutton', { name: 'Start, hours' })).toHaveProperty('value', '13');
    expect(screen.getByRole('spinbutton', { name: 'Start, minutes' })).toHaveProperty(
      'value',
      '05',
    );
    expect(screen.getByRole('spinbutton', { name: 'End, hours' })).toHaveProperty('value', '14');
  });

  it('drops the reservation once every part is emptied', async () => {
    const { user, kept } = renderLaneFields({ lane: 'L', date: '', start: '09:00', end: '' });
    await user.clear(screen.getByLabelText('Lane'));
    await user.click(screen.getByRole('spinbutton', { name: 'Start, minutes' }));
    await user.keyboard('{Backspace}');
    expect(kept()).toBeNull();
  });
});
