import { SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CalendarDateInput } from '../checkout/calendar-date-input.tsx';
import { TimeOfDayInput } from '#shared/forms/time-of-day-input.tsx';
import type { LaneReservation } from '../state/order-draft.ts';

interface LaneFieldsProps {
  value: LaneReservation | null;
  onChange: (value: LaneReservation | null) => void;
}

const EMPTY: LaneReservation = { lane: '', date: '', start: '', end: '' };

/**
 * The lane, date and times of a lane reservation (the server checks them): the date picked in
 * the app's calendar and shown in its format, the times typed on a 24-hour clock; kept as
 * `YYYY-MM-DD` and `HH:mm`. Emptying every part removes the reservation.
 */
export function LaneFields({ value, onChange }: LaneFieldsProps) {
  const { t } = useTranslation();
  const current = value ?? EMPTY;
  const change = (field: keyof LaneReservation, text: string) => {
    const next = { ...current, [field]: text };
    onChange(Object.values(next).every((part) => part === '') ? null : next);
  };
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
      <TextInput
        size="md"
        label={t('orders.details.lane')}
        value={current.lane}
        maxLength={40}
        onChange={(event) => change('lane', event.currentTarget.value)}
      />
      <CalendarDateInput
        size="md"
        label={t('orders.details.laneDate')}
        value={current.date === '' ? null : current.date}
        onChange={(date) => change('date', date ?? '')}
      />
      <TimeOfDayInput
        size="md"
        label={t('orders.details.laneStart')}
        value={current.start}
        onChange={(time) => change('start', time)}
      />
      <TimeOfDayInput
        size="md"
        label={t('orders.details.laneEnd')}
        value={current.end}
        onChange={(time) => change('end', time)}
      />
    </SimpleGrid>
  );
}
