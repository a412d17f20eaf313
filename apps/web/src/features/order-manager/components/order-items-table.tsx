import { ActionIcon, Stack, Table, Text, Title } from '@mantine/core';
import type { CartItem, Order } from '@app/domain';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useOrderFormat } from '../hooks/use-order-format.ts';

/** The category a line was ordered from: its menu section, as the slug reads. */
function categoryOf(item: CartItem): string {
  return item.sectionSlug ? item.sectionSlug.replace(/[-_]+/g, ' ') : '';
}

interface OrderItemsTableProps {
  order: Order;
  /** Offered while the order can still change (pending, in progress). */
  onRemove?: ((item: CartItem) => void) | undefined;
}

/** The lines: quantity, item with its options and note, category, rate (unit price), amount. */
export function OrderItemsTable({ order, onRemove }: OrderItemsTableProps) {
  const { t } = useTranslation();
  const format = useOrderFormat();
  // Lines taken outside a menu section have no category: no empty column then.
  const withCategory = order.data.items.some((item) => categoryOf(item) !== '');
  return (
    <Stack gap={4} component="section" aria-label={t('orderManager.modal.items')}>
      <Title order={3} size="h5">
        {t('orderManager.modal.items')}
      </Title>
      <Table.ScrollContainer minWidth={420}>
        <Table verticalSpacing={4} fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('orderManager.modal.quantity')}</Table.Th>
              <Table.Th>{t('orderManager.modal.item')}</Table.Th>
              {withCategory && <Table.Th>{t('orderManager.modal.category')}</Table.Th>}
              <Table.Th ta="right">{t('orderManager.modal.rate')}</Table.Th>
              <Table.Th ta="right">{t('orderManager.modal.amount')}</Table.Th>
              {onRemove && <Table.Th />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {order.data.items.map((item) => (
              <Table.Tr key={item.cartIndex}>
                <Table.Td>{item.quantity}</Table.Td>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {item.name}
                    {item.price_option ? ` (${item.price_option})` : ''}
                  </Text>
                  {item.orderOptions.map((option) => (
                    <Text key={`${option.group_id}-${option.value_id}`} size="xs" c="dimmed">
                      {option.quantity > 1 ? `${option.quantity} × ` : ''}
                      {option.name}
                    </Text>
                  ))}
                  {item.special_instructions && (
                    <Text size="xs" fs="italic">
                      {t('orderManager.modal.itemInstructions', {
                        text: item.special_instructions,
                      })}
                    </Text>
                  )}
                </Table.Td>
                {withCategory && <Table.Td tt="capitalize">{categoryOf(item)}</Table.Td>}
                <Table.Td ta="right">{format.dollars(item.orderPrice / item.quantity)}</Table.Td>
                <Table.Td ta="right">{format.dollars(item.orderPrice)}</Table.Td>
                {onRemove && (
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('orderManager.modal.removeItem', { name: item.name })}
                      onClick={() => onRemove(item)}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
