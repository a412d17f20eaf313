import { Button, Group, Text } from '@mantine/core';
import { addCalendarDays, startOfWeek, formatCalendarDate } from '@app/domain';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '#i18n/use-locale.ts';

interface WeekNavigationProps {
  monday: string;
  sunday: string;
  today: string;
  /** Shows the week starting on this Monday. */
  goTo: (monday: string) => void;
}

/** Previous week, this week, next week, and the dates of the week shown. */
export function WeekNavigation({ monday, sunday, today, goTo }: WeekNavigationProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Group justify="space-between">
      <Group gap="xs">
        <Button
          variant="default"
          leftSection={<IconChevronLeft size={16} aria-hidden />}
          onClick={() => goTo(addCalendarDays(monday, -7))}
        >
          {t('rotationalMenus.week.previous')}
        </Button>
        <Button variant="default" onClick={() => goTo(startOfWeek(today))}>
          {t('rotationalMenus.week.current')}
        </Button>
        <Button
          variant="default"
          rightSection={<IconChevronRight size={16} aria-hidden />}
          onClick={() => goTo(addCalendarDays(monday, 7))}
        >
          {t('rotationalMenus.week.next')}
        </Button>
      </Group>
      <Text fw={600} aria-live="polite">
        {t('rotationalMenus.week.range', {
          start: formatCalendarDate(monday, locale),
          end: formatCalendarDate(sunday, locale),
        })}
      </Text>
    </Group>
  );
}
