import { List, Text } from '@mantine/core';
import {
  daysOfWeek,
  isUnavailableCode,
  parsePriceInput,
  toCents,
  type PriceSchedule,
} from '@app/domain';
import { useTranslation } from 'react-i18next';
import { useLocale } from '#i18n/use-locale.ts';
import { dayLabel } from './day-label.ts';
import { useFormatters } from '#shared/hooks/use-formatters.ts';
import { scheduleRuns } from './schedule-codes.ts';

interface ScheduleSummaryProps {
  schedule: PriceSchedule;
  /** Amounts of the price codes as typed. */
  amounts: Record<string, string>;
}

/** The schedule in words, day by day: what the grid shows, readable by everyone. */
export function ScheduleSummary({ schedule, amounts }: ScheduleSummaryProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { money } = useFormatters();
  const days = daysOfWeek
    .map((day) => ({ day, runs: scheduleRuns(schedule[day - 1] ?? '') }))
    .filter((entry) => entry.runs.length > 0);
  if (days.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('items.schedule.allRegular')}
      </Text>
    );
  }
  const describe = (code: string) => {
    if (isUnavailableCode(code)) return t('items.schedule.unavailable');
    const amount = amounts[code]?.trim();
    if (!amount) return t('items.schedule.codeWithoutAmount', { code });
    return t('items.schedule.codeWithAmount', {
      code,
      amount: money(toCents(parsePriceInput(amount))),
    });
  };
  return (
    <List size="sm" spacing={2} aria-label={t('items.schedule.summary')}>
      {days.map(({ day, runs }) => (
        <List.Item key={day}>
          {t('items.schedule.dayRuns', {
            day: dayLabel(day, locale),
            runs: runs.map((run) => `${run.from}–${run.to} ${describe(run.code)}`).join(', '),
          })}
        </List.Item>
      ))}
    </List>
  );
}
