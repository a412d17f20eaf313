import { useState } from 'react';
import { Stack, Title } from '@mantine/core';
import type { Order } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { OrderLists } from '../components/order-lists.tsx';
import { OrderManagerToolbar } from '../components/order-manager-toolbar.tsx';
import { OrderModal } from '../components/order-modal.tsx';
import { useOrderFilters } from '../hooks/use-order-filters.ts';
import { useOrderManagerLive } from '../live/use-order-manager-live.ts';
import { OrdersPausedBanner } from '../pause/orders-paused-banner.tsx';

/**
 * `/order-management` (lead and above, `order_management` or `marketplace_hub`): the three
 * lists, search and filters, the Rejected list, "New order", pause, bulk actions, the order
 * modal, and the live updates (with the new-order sound) of every open order manager.
 */
export function OrderManagerPage() {
  const { t } = useTranslation();
  const filters = useOrderFilters();
  const [selected, setSelected] = useState<Order | null>(null);
  // Live: the lists follow every change; a new order rings until someone opens it.
  const live = useOrderManagerLive();
  const open = (order: Order) => {
    live.acknowledge(order.id);
    setSelected(order);
  };
  return (
    <Stack gap="md">
      <OrdersPausedBanner />
      <Title order={1}>{t('orderManager.title')}</Title>
      <OrderManagerToolbar filters={filters} onOpen={open} />
      <OrderLists query={filters.query} onOpen={open} />
      {selected && (
        <OrderModal
          key={selected.id}
          order={selected}
          onClose={() => setSelected(null)}
          onChanged={setSelected}
        />
      )}
    </Stack>
  );
}
