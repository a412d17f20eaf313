import { Loader, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Scheduling } from './api/get-scheduling.ts';
import { requiredProps } from './field-errors.ts';

interface TimeSlotSelectProps {
  /** The chosen date's times; null before a date is chosen. */
  slots: Scheduling['slots'] | null;
  loading: boolean;
  value: string | null;
  onChange: (time: string | null) => void;
  error: string | undefined;
}

/** The times of the chosen date: full ones shown but disabled, the places left beside the others. */
export function TimeSlotSelect({ slots, loading, value, onChange, error }: TimeSlotSelectProps) {
  const { t } = useTranslation();
  const data = (slots ?? []).map((slot) => ({
    value: slot.time,
    disabled: !slot.available,
    label: !slot.available
      ? t('checkout.schedule.slotFull', { time: slot.time })
      : slot.remaining === null
        ? slot.time
        : t('checkout.schedule.slotLeft', { time: slot.time, count: slot.remaining }),
  }));
  const noTimes = slots !== null && !loading && slots.length === 0;
  return (
    <Select
      label={t('checkout.schedule.time')}
      {...requiredProps(true)}
      data={data}
      value={value}
      disabled={slots === null}
      placeholder={
        slots === null
          ? t('checkout.schedule.pickDateFirst')
          : noTimes
            ? t('checkout.schedule.noTimes')
            : undefined
      }
      rightSection={loading ? <Loader size="xs" /> : undefined}
      error={error}
      onChange={onChange}
    />
  );
}
