import { Button, Group } from '@mantine/core';
import type { Order, OrderStatus } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

export type OrderDialog = 'decline' | 'refund' | 'requestRefund' | 'deposit';

const OPEN: readonly OrderStatus[] = ['pending', 'in_progress'];
const REFUNDABLE: readonly OrderStatus[] = [
  'in_progress',
  'completed',
  'refund_requested',
  'partially_refunded',
  'partial_refund_requested',
];

interface OrderActionsBarProps {
  order: Order;
  pending: boolean;
  onAccept: () => void;
  onComplete: () => void;
  onDialog: (dialog: OrderDialog) => void;
}

/**
 * What staff may do with the order in its status (spec part 2 §4); the server checks each again.
 * Modify opens the order in the order-creation screen by its number.
 */
export function OrderActionsBar({
  order,
  pending,
  onAccept,
  onComplete,
  onDialog,
}: OrderActionsBarProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const open = OPEN.includes(order.status);
  return (
    <Group gap="xs">
      {order.status === 'pending' && (
        <>
          <Button onClick={onAccept} loading={pending}>
            {t('orderManager.actions.accept')}
          </Button>
          <Button
            color="red"
            variant="light"
            onClick={() => onDialog('decline')}
            disabled={pending}
          >
            {t('orderManager.actions.decline')}
          </Button>
        </>
      )}
      {open && (
        <>
          <Button color="green" onClick={onComplete} loading={pending}>
            {t('orderManager.actions.complete')}
          </Button>
          <Button
            variant="default"
            onClick={() => void navigate(`/order-management/${order.order_number ?? order.id}`)}
          >
            {t('orderManager.actions.modify')}
          </Button>
          <Button variant="default" onClick={() => onDialog('deposit')} disabled={pending}>
            {t('orderManager.actions.requestDeposit')}
          </Button>
        </>
      )}
      {REFUNDABLE.includes(order.status) && (
        <>
          <Button variant="default" onClick={() => onDialog('refund')} disabled={pending}>
            {t('orderManager.actions.refund')}
          </Button>
          <Button variant="default" onClick={() => onDialog('requestRefund')} disabled={pending}>
            {t('orderManager.actions.requestRefund')}
          </Button>
        </>
      )}
    </Group>
  );
}
