import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PreOrderStatus } from '@app/domain';

const colours: Record<PreOrderStatus, string> = {
  setup_incomplete: 'orange',
  pre_ordering: 'green',
  pre_ordering_locked: 'blue',
  past_event: 'gray',
};

/** An event's pre-order status (spec part 2 §4 "Events") as a badge. */
export function PreOrderStatusBadge({ status }: { status: PreOrderStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={colours[status]} variant="light">
      {t(`events.preOrderStatuses.${status}`)}
    </Badge>
  );
}
