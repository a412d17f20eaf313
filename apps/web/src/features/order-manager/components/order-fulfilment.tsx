import type { Order } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { FactList } from './fact-list.tsx';

/** How the order leaves: pickup or delivery (address, custom place or seat), table, lane, notes. */
export function OrderFulfilment({ order }: { order: Order }) {
  const { t } = useTranslation();
  const { pickup, delivery } = order.data.checkout;
  const { tableInfo, menuManagerLaneReservation: lane } = order.data.config;
  const place = [delivery?.location, delivery?.area].filter(Boolean).join(', ');
  const table = [tableInfo?.tableArea, tableInfo?.tableLocation, tableInfo?.tableNum]
    .filter(Boolean)
    .join(' · ');
  return (
    <FactList
      title={t('orderManager.modal.fulfilment')}
      facts={[
        {
          label: t('orderManager.modal.fulfilment'),
          value:
            delivery || pickup.delivery
              ? t('orderManager.modal.delivery')
              : t('orderManager.modal.pickup'),
        },
        !!delivery?.address && {
          label: t('orderManager.modal.deliveryAddress'),
          value: delivery.address.label,
        },
        !!place && { label: t('orderManager.modal.deliveryPlace'), value: place },
        !!delivery?.seat && {
          label: t('orderManager.modal.deliveryPlace'),
          value: t('orderManager.modal.seat', {
            section: delivery.section ?? '',
            row: delivery.row ?? '',
            seat: delivery.seat,
          }),
        },
        !!table && { label: t('orderManager.modal.table'), value: table },
        !!lane && {
          label: t('orders.types.lane_reservation'),
          value: t('orderManager.modal.lane', { ...lane }),
        },
        pickup.prepTime !== null && {
          label: t('orderManager.modal.fulfilment'),
          value: t('orderManager.modal.prepTime', { minutes: pickup.prepTime }),
        },
        { label: t('orderManager.modal.specialInstructions'), value: pickup.notes },
        { label: t('orderManager.modal.deliveryInstructions'), value: delivery?.instructions },
      ]}
    />
  );
}
