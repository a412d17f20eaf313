import { useState } from 'react';
import { Button, Group, NativeSelect, Text } from '@mantine/core';
import {
  REGULAR_SLOT,
  SLOTS_PER_DAY,
  UNAVAILABLE_SLOT,
  daysOfWeek,
  slotStartTime,
} from '@app/domain';
import { useTranslation } from 'react-i18next';
import { useLocale } from '#i18n/use-locale.ts';
import { dayLabel } from './day-label.ts';
import type { ScheduleCorners } from './schedule-grid.tsx';

interface ScheduleRangeFormProps {
  codes: string[];
  /** The brush chosen above, used as the starting code. */
  brush: string;
  onPaint: (corners: ScheduleCorners, code: string) => void;
}

const START_TIMES = Array.from({ length: SLOTS_PER_DAY }, (_, slot) => ({
  value: String(slot),
  label: slotStartTime(slot),
}));
const END_TIMES = Array.from({ length: SLOTS_PER_DAY }, (_, slot) => ({
  value: String(slot + 1),
  label: slotStartTime(slot + 1),
}));

/**
 * The keyboard way to paint: days "from … to …", hours "from … to …" (every day of the range
 * gets the same hours), and the code to give them.
 */
export function ScheduleRangeForm({ codes, brush, onPaint }: ScheduleRangeFormProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [fromDay, setFromDay] = useState('1');
  const [toDay, setToDay] = useState('5');
  const [from, setFrom] = useState('44');
  const [to, setTo] = useState('56');
  const [code, setCode] = useState<string | null>(null);
  const chosen =
    code !== null && (code === REGULAR_SLOT || code === UNAVAILABLE_SLOT || codes.includes(code))
      ? code
      : brush;
  const invalid = Number(to) <= Number(from);
  const days = daysOfWeek.map((day) => ({ value: String(day), label: dayLabel(day, locale) }));

  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <NativeSelect
        label={t('items.schedule.range.fromDay')}
        data={days}
        value={fromDay}
        onChange={(e) => setFromDay(e.currentTarget.value)}
      />
      <NativeSelect
        label={t('items.schedule.range.toDay')}
        data={days}
        value={toDay}
        onChange={(e) => setToDay(e.currentTarget.value)}
      />
      <NativeSelect
        label={t('items.schedule.range.from')}
        data={START_TIMES}
        value={from}
        onChange={(e) => setFrom(e.currentTarget.value)}
      />
      <NativeSelect
        label={t('items.schedule.range.to')}
        data={END_TIMES}
        value={to}
        onChange={(e) => setTo(e.currentTarget.value)}
        error={invalid ? t('items.schedule.range.endAfterStart') : undefined}
      />
      <NativeSelect
        label={t('items.schedule.range.code')}
        data={[
          { value: REGULAR_SLOT, label: t('items.schedule.regular') },
          { value: UNAVAILABLE_SLOT, label: t('items.schedule.unavailable') },
          ...codes.map((each) => ({
            value: each,
            label: t('items.schedule.codeBrush', { code: each }),
          })),
        ]}
        value={chosen}
        onChange={(e) => setCode(e.currentTarget.value)}
      />
      <Button
        variant="light"
        disabled={invalid}
        onClick={() =>
          onPaint(
            {
              fromDay: Number(fromDay),
              toDay: Number(toDay),
              fromSlot: Number(from),
              toSlot: Number(to) - 1,
            },
            chosen,
          )
        }
      >
        {t('items.schedule.range.apply')}
      </Button>
      <Text size="xs" c="dimmed" w="100%">
        {t('items.schedule.range.hint')}
      </Text>
    </Group>
  );
}
