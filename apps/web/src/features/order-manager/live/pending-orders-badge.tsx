import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePendingOrdersCount } from './use-pending-orders-count.ts';

/** The pending-order count beside "Order manager" in the navigation; nothing while it is 0. */
export function PendingOrdersBadge() {
  const { t } = useTranslation();
  const count = usePendingOrdersCount();
  if (!count) return null;
  return (
    <Badge
      size="sm"
      circle={count < 10}
      color="red"
      aria-label={t('nav.pendingOrders', { count })}
      role="status"
    >
      {count > 99 ? '99+' : count}
    </Badge>
  );
}
