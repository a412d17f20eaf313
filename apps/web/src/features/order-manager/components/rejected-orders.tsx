import { useState } from 'react';
import { Button, Modal } from '@mantine/core';
import type { Order } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { REJECTED_DAYS } from '../hooks/order-lists.ts';
import { OrderListColumn } from './order-list-column.tsx';

const DAY_MS = 86_400_000;

/** "Rejected": the orders cancelled in the past 2 days, in a dialog of their own. */
export function RejectedOrders({ onOpen }: { onOpen: (order: Order) => void }) {
  const { t } = useTranslation();
  const [since, setSince] = useState<string | null>(null);
  const close = () => setSince(null);
  return (
    <>
      <Button
        variant="default"
        onClick={() => setSince(new Date(Date.now() - REJECTED_DAYS * DAY_MS).toISOString())}
      >
        {t('orderManager.lists.rejected')}
      </Button>
      <Modal opened={since !== null} onClose={close} title={t('orderManager.lists.rejectedTitle')}>
        {since && (
          <OrderListColumn
            hideTitle
            title={t('orderManager.lists.rejected')}
            query={{ statuses: ['cancelled'], cancelledSince: since }}
            errorText={t('orderManager.lists.rejectedError')}
            onOpen={(order) => {
              close();
              onOpen(order);
            }}
          />
        )}
      </Modal>
    </>
  );
}
