import type { Order } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { useOrderFormat } from '../hooks/use-order-format.ts';
import { FactList } from './fact-list.tsx';

/** Status, type, when it is due and was taken, who it is for (spec part 2 §3 "Order as displayed"). */
export function OrderOverview({ order }: { order: Order }) {
  const { t } = useTranslation();
  const format = useOrderFormat();
  const { contact, guest } = order.data.checkout;
  return (
    <>
      <FactList
        title={t('orderManager.modal.summary')}
        facts={[
          {
            label: t('orderManager.modal.status'),
            value: t(`orderManager.statuses.${order.status}`),
          },
          { label: t('orderManager.modal.type'), value: t(`orders.types.${order.type}`) },
          {
            label: t('orderManager.modal.scheduled'),
            value: order.pickup_time ? format.when(order.pickup_time) : t('orderManager.card.asap'),
          },
          { label: t('orderManager.modal.createdAt'), value: format.when(order.created_at) },
          !!order.status_reason && {
            label: t('orderManager.statuses.cancelled'),
            value: t('orderManager.modal.declineReason', { reason: order.status_reason }),
          },
        ]}
      />
      <FactList
        title={t('orderManager.modal.customer')}
        facts={[
          {
            label: t('orderManager.modal.customer'),
            value: order.customer_name ?? contact.full_name,
          },
          { label: t('orderManager.modal.email'), value: contact.email },
          { label: t('orderManager.modal.phone'), value: contact.phone_number },
        ]}
      />
      {guest && (
        <FactList
          title={t('orderManager.modal.guest')}
          facts={[
            { label: t('orderManager.modal.guest'), value: guest.name },
            { label: t('orderManager.modal.phone'), value: guest.phone },
          ]}
        />
      )}
    </>
  );
}
