import { Badge, Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import type { Order } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { useOrderFormat } from '../hooks/use-order-format.ts';
import { TimeLeftLabel } from './time-left-label.tsx';

/** Σ quantities of the order's lines. */
function itemCount(order: Order): number {
  return order.data.items.reduce((sum, item) => sum + item.quantity, 0);
}

/**
 * One order in a list: number, reference, type, scheduled time with time left or late, the
 * customer's or student's name, item count, total, payment preference and the kiosk badge.
 */
export function OrderCard({ order, onOpen }: { order: Order; onOpen: (order: Order) => void }) {
  const { t } = useTranslation();
  const format = useOrderFormat();
  const name = order.student_name || order.customer_name || t('orderManager.card.noName');
  const payment = order.data.checkout.paymentPreference;
  const open = order.status === 'pending' || order.status === 'in_progress';
  return (
    <Card withBorder padding="sm" radius="md">
      <UnstyledButton
        onClick={() => onOpen(order)}
        aria-label={t('orderManager.card.open', { number: order.order_number ?? order.id })}
      >
        <Stack gap={4}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text fw={700}>
              {t('orderManager.card.number', { number: order.order_number ?? order.id })}
            </Text>
            <Text size="sm" c="dimmed" truncate>
              {order.reference}
            </Text>
          </Group>
          <Text fw={500} truncate>
            {name}
          </Text>
          <Group gap={6}>
            <Badge variant="outline" tt="none">
              {t(`orders.types.${order.type}`)}
            </Badge>
            {order.data.checkout.pickup.delivery && (
              <Badge variant="light" color="teal" tt="none">
                {t('orderManager.card.delivery')}
              </Badge>
            )}
            {order.data.config.isKiosk && (
              <Badge color="grape" tt="none">
                {t('orderManager.card.kiosk')}
              </Badge>
            )}
            {payment && (
              <Badge variant="light" color="blue" tt="none">
                {t(`checkout.payment.options.${payment}`)}
              </Badge>
            )}
          </Group>
          <Group gap="xs">
            <Text size="sm">
              {order.pickup_time ? format.when(order.pickup_time) : t('orderManager.card.asap')}
            </Text>
            {open && order.pickup_time && <TimeLeftLabel due={order.pickup_time} />}
          </Group>
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {t('orderManager.card.items', { count: itemCount(order) })}
            </Text>
            <Text fw={600}>{format.dollars(order.total)}</Text>
          </Group>
        </Stack>
      </UnstyledButton>
    </Card>
  );
}
