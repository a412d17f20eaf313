import { Text } from '@mantine/core';
import { crossesMidnight } from '@app/domain';
import { useTranslation } from 'react-i18next';

/**
 * "next day" after a closing time before the opening time (the hours run past midnight); a
 * closing time of 00:00 in a time input is midnight of the same day.
 */
export function NextDayMark({ start, end, mt }: { start: string; end: string; mt?: number }) {
  const { t } = useTranslation();
  if (!start || !end || !crossesMidnight(start, end === '00:00' ? '24:00' : end)) return null;
  return (
    <Text size="sm" c="dimmed" pt={6} mt={mt} style={{ whiteSpace: 'nowrap' }}>
      {t('catalogue.hours.nextDay')}
    </Text>
  );
}
