import { Button, Modal, Stack, Text } from '@mantine/core';
import { toCents, type Order } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '#shared/hooks/use-formatters.ts';

export interface SubmittedActions {
  onNewOrder: () => void;
  /** Dine-in orders only. */
  onSameTable?: () => void;
  /** Only for users who may open the order manager. */
  onBackToOpenTabs?: () => void;
  onOrderManager?: () => void;
}

interface SubmittedDialogProps extends SubmittedActions {
  order: Order;
  /** A modification or an addition to a check was saved (not a new order). */
  updated: boolean;
  timeZone: string;
}

/**
 * The submitted-order dialog (spec part 2 §2): the order number and total, then New order,
 * Order to same table, Back to open tabs and Go to order manager where they apply. It cannot be
 * dismissed without choosing: the order is done and the screen must start again.
 */
export function SubmittedDialog({ order, updated, timeZone, ...actions }: SubmittedDialogProps) {
  const { t } = useTranslation();
  const { money } = useFormatters(timeZone);
  const number = order.order_number ?? order.id;
  return (
    <Modal
      opened
      onClose={actions.onNewOrder}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      title={updated ? t('orders.submitted.updatedTitle') : t('orders.submitted.title')}
      styles={{ title: { fontSize: 'var(--mantine-font-size-xl)', fontWeight: 700 } }}
      centered
    >
      <Stack gap="md">
        <Text size="lg" fw={600}>
          {t('orders.submitted.number', { number })}
        </Text>
        <Text>
          {t('orders.submitted.total', {
            total:
              order.data.costs.totalWithTip === null
                ? t('checkout.costs.private')
                : money(toCents(order.data.costs.totalWithTip)),
          })}
        </Text>
        <Stack gap="xs">
          <Button size="lg" onClick={actions.onNewOrder} data-autofocus>
            {t('orders.submitted.newOrder')}
          </Button>
          {actions.onSameTable && (
            <Button size="lg" variant="light" onClick={actions.onSameTable}>
              {t('orders.submitted.sameTable')}
            </Button>
          )}
          {actions.onBackToOpenTabs && (
            <Button size="lg" variant="default" onClick={actions.onBackToOpenTabs}>
              {t('orders.submitted.openTabs')}
            </Button>
          )}
          {actions.onOrderManager && (
            <Button size="lg" variant="default" onClick={actions.onOrderManager}>
              {t('orders.submitted.orderManager')}
            </Button>
          )}
        </Stack>
      </Stack>
    </Modal>
  );
}
