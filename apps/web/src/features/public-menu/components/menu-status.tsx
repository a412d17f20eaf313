import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Whether the menu is open now, and its hours today ("22:00–02:00 (next day)" past midnight). */
export function MenuStatus({
  open,
  hours,
}: {
  open: boolean;
  hours: { start: string; end: string; nextDay: boolean }[];
}) {
  const { t } = useTranslation();
  const ranges = hours
    .map(({ start, end, nextDay }) =>
      t(nextDay ? 'publicMenu.hoursRangeNextDay' : 'publicMenu.hoursRange', { start, end }),
    )
    .join(', ');
  return (
    <Group gap="xs">
      <Badge
        color={open ? 'teal.9' : 'var(--mantine-color-dimmed)'}
        variant={open ? 'filled' : 'outline'}
      >
        {open ? t('publicMenu.openNow') : t('publicMenu.closedNow')}
      </Badge>
      <Text size="sm" c="dimmed">
        {hours.length > 0
          ? t('publicMenu.hoursToday', { hours: ranges })
          : t('publicMenu.closedToday')}
      </Text>
    </Group>
  );
}
