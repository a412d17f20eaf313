import { Badge } from '@mantine/core';
import { timeLeft } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { useNow } from '../hooks/use-now.ts';

/**
 * "2 wk 3 d left" / "Late by 1 h 5 min" for an order due at `due` (the domain's `timeLeft`
 * rule), counted again every minute.
 */
export function TimeLeftLabel({ due }: { due: string }) {
  const { t } = useTranslation();
  const now = useNow();
  const left = timeLeft(due, now);
  const time = left.parts
    .map((part) => t(`orderManager.timeLeft.${part.unit}`, { count: part.value }))
    .join(' ');
  const text =
    left.parts.length === 0
      ? t('orderManager.timeLeft.dueNow')
      : left.late
        ? t('orderManager.timeLeft.late', { time })
        : t('orderManager.timeLeft.left', { time });
  return (
    <Badge variant="light" color={left.late ? 'red' : 'gray'} tt="none">
      {text}
    </Badge>
  );
}
