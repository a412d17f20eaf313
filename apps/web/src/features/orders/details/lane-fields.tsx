import { SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { toIsoDate } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { CalendarDateInput } from '../checkout/calendar-date-input.tsx';
import { TimeOfDayInput } from '#shared/forms/time-of-day-input.tsx';
import type { LaneReservation } from '../state/order-draft.ts';

interface LaneFieldsProps {
  value: LaneReservation | null;
  onChange: (value: LaneReservation | null) => void;
  /** The location's time zone: days before its today cannot be picked. */
  timeZone: string;
  /** Why the reservation cannot be booked, if it was refused. */
  error: string | null;
}

const EMPTY: LaneReservation = { lane: '', date: '', start: '', end: '' };

/**
 * The lane, date and times of a lane reservation (the server checks them): the date picked in
 * the app's calendar and shown in its format, the times typed on a 24-hour clock; kept as
 * `YYYY-MM-DD` and `HH:mm`; days before the location's today cannot be picked. Emptying every
 * part removes the reservation.
 */
export function LaneFields({ value, onChange, timeZone, error }: LaneFieldsProps) {
  const { t } = useTranslation();
  const current = value ?? EMPTY;
  const change = (field: keyof LaneReservation, text: string) => {
    const next = { ...current, [field]: text };
    onChange(Object.values(next).every((part) => part === '') ? null : next);
  };
  return (
    <Stack gap={4}>
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
          minDate={toIsoDate(new Date(), timeZone)}
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
      {error && (
        <Text c="red.8" size="sm" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
