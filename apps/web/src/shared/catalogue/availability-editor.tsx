import { useState } from 'react';
import { ActionIcon, Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { dayOfWeekName, daysOfWeek, type DayOfWeek } from '@app/domain';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '#i18n/use-locale.ts';
import { NextDayMark } from './next-day-mark.tsx';
import { TimeOfDayInput } from '#shared/forms/time-of-day-input.tsx';
import {
  intervalProblem,
  isSameEveryDay,
  sameWeek,
  type OpeningInterval,
  type WeekIntervals,
} from './availability-week.ts';

/** The first interval a day gets: a typical day's service, to adjust. */
const FIRST_INTERVAL: OpeningInterval = { start: '09:00', end: '17:00' };

export interface AvailabilityEditorProps {
  value: WeekIntervals;
  onChange: (week: WeekIntervals) => void;
  /** Show what is wrong with incomplete intervals too (after a save attempt). */
  showErrors?: boolean;
}

type Mode = 'same' | 'perDay';

/**
 * A menu's weekly hours (spec part 1 §2 "availability hours (per day or all week)"): the same
 * intervals every day, or each day its own; any number of intervals per day, none = closed.
 * Times are 24-hour `HH:mm`; an interval ending at 00:00 runs to midnight, one ending before it
 * starts runs to that time the next day (marked "next day").
 */
export function AvailabilityEditor({ value, onChange, showErrors }: AvailabilityEditorProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const empty = daysOfWeek.every((day) => value[day].length === 0);
  const [mode, setMode] = useState<Mode>(empty || isSameEveryDay(value) ? 'same' : 'perDay');

  const changeMode = (next: Mode) => {
    setMode(next);
    // Going to "same every day" keeps the first day that has hours.
    if (next === 'same') {
      const first = daysOfWeek.find((day) => value[day].length > 0);
      onChange(sameWeek(first ? value[first] : []));
    }
  };

  return (
    <Stack gap="sm">
      <SegmentedControl<Mode>
        value={mode}
        onChange={changeMode}
        data={[
          { value: 'same', label: t('availability.editor.same') },
          { value: 'perDay', label: t('availability.editor.perDay') },
        ]}
        aria-label={t('availability.editor.mode')}
        style={{ alignSelf: 'flex-start' }}
      />
      {mode === 'same' ? (
        <IntervalList
          dayLabel={t('availability.editor.everyDay')}
          intervals={value[1]}
          onChange={(intervals) => onChange(sameWeek(intervals))}
          showErrors={showErrors}
          closedLabel={t('availability.editor.closedAllWeek')}
        />
      ) : (
        <Stack gap="xs">
          {daysOfWeek.map((day: DayOfWeek) => {
            const name = capitalize(dayOfWeekName(day, locale));
            return (
              <Group key={day} align="flex-start" wrap="nowrap" gap="md">
                <Text fw={600} w={96} pt={6}>
                  {name}
                </Text>
                <IntervalList
                  dayLabel={name}
                  intervals={value[day]}
                  onChange={(intervals) => onChange({ ...value, [day]: intervals })}
                  showErrors={showErrors}
                  closedLabel={t('availability.editor.closed')}
                />
              </Group>
            );
          })}
        </Stack>
      )}
      <Text size="xs" c="dimmed">
        {t('catalogue.hours.midnightHint')}
      </Text>
    </Stack>
  );
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

interface IntervalListProps {
  /** Names the day in the fields' labels ("Opens, Monday, hours 1"). */
  dayLabel: string;
  intervals: OpeningInterval[];
  onChange: (intervals: OpeningInterval[]) => void;
  showErrors?: boolean;
  closedLabel: string;
}

function IntervalList({
  dayLabel,
  intervals,
  onChange,
  showErrors,
  closedLabel,
}: IntervalListProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const update = (index: number, change: Partial<OpeningInterval>) =>
    onChange(intervals.map((interval, i) => (i === index ? { ...interval, ...change } : interval)));
  const add = () =>
    onChange([
      ...intervals,
      intervals.length === 0 ? { ...FIRST_INTERVAL } : { start: '', end: '' },
    ]);

  return (
    <Stack gap={6} style={{ flex: 1 }}>
      {intervals.length === 0 && (
        <Text c="dimmed" size="sm" pt={6}>
          {closedLabel}
        </Text>
      )}
      {intervals.map((interval, index) => {
        const complete = interval.start !== '' && interval.end !== '';
        const problem = showErrors || complete ? intervalProblem(interval, locale) : null;
        const where = t('availability.editor.where', { day: dayLabel, position: index + 1 });
        return (
          <Group key={index} gap="xs" align="flex-start" wrap="nowrap">
            <TimeOfDayInput
              name={t('availability.editor.opens', { where })}
              hoursInputLabel={t('availability.editor.opensHours', { where })}
              minutesInputLabel={t('availability.editor.opensMinutes', { where })}
              value={interval.start}
              onChange={(start) => update(index, { start })}
              w={110}
            />
            <Text pt={6} aria-hidden>
              –
            </Text>
            <TimeOfDayInput
              name={t('availability.editor.closes', { where })}
              hoursInputLabel={t('availability.editor.closesHours', { where })}
              minutesInputLabel={t('availability.editor.closesMinutes', { where })}
              value={interval.end}
              onChange={(end) => update(index, { end })}
              error={problem ?? undefined}
              w={110}
            />
            <NextDayMark start={interval.start} end={interval.end} />
            <ActionIcon
              variant="subtle"
              color="red"
              mt={4}
              aria-label={t('availability.editor.remove', { where })}
              onClick={() => onChange(intervals.filter((_, i) => i !== index))}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        );
      })}
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<IconPlus size={14} aria-hidden />}
        onClick={add}
        style={{ alignSelf: 'flex-start' }}
        aria-label={t('availability.editor.addFor', { day: dayLabel })}
      >
        {t('availability.editor.add')}
      </Button>
    </Stack>
  );
}
