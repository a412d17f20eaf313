import { SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LaneReservation } from '../state/order-draft.ts';

interface LaneFieldsProps {
  value: LaneReservation | null;
  onChange: (value: LaneReservation | null) => void;
}

const EMPTY: LaneReservation = { lane: '', date: '', start: '', end: '' };

/** Each part of the reservation: its input type and its label under `orders.details`. */
const LANE_FIELDS = [
  { field: 'lane', type: 'text', label: 'lane' },
  { field: 'date', type: 'date', label: 'laneDate' },
  { field: 'start', type: 'time', label: 'laneStart' },
  { field: 'end', type: 'time', label: 'laneEnd' },
] as const satisfies readonly { field: keyof LaneReservation; type: string; label: string }[];

/** The lane, date and times of a lane reservation (the server checks them). */
export function LaneFields({ value, onChange }: LaneFieldsProps) {
  const { t } = useTranslation();
  const current = value ?? EMPTY;
  const change = (field: keyof LaneReservation, text: string) => {
    const next = { ...current, [field]: text };
    onChange(Object.values(next).every((part) => part === '') ? null : next);
  };
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
      {LANE_FIELDS.map(({ field, type, label }) => (
        <TextInput
          key={field}
          size="md"
          type={type}
          label={t(`orders.details.${label}`)}
          value={current[field]}
          maxLength={field === 'lane' ? 40 : undefined}
          onChange={(event) => change(field, event.currentTarget.value)}
        />
      ))}
    </SimpleGrid>
  );
}
