import { Stack, Title } from '@mantine/core';
import type { Order } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { CostLines } from '#shared/orders/cost-lines.tsx';
import { FactList } from './fact-list.tsx';

/** Every cost line as the server computed it, then the payment preference. */
export function OrderPayment({ order }: { order: Order }) {
  const { t } = useTranslation();
  const checkout = order.data.checkout;
  const preference = checkout.paymentPreference;
  return (
    <>
      <Stack gap={4} component="section" aria-label={t('orderManager.modal.costs')}>
        <Title order={3} size="h5">
          {t('orderManager.modal.costs')}
        </Title>
        <CostLines costs={order.data.costs} />
      </Stack>
      <FactList
        title={t('orderManager.modal.payment')}
        facts={[
          {
            label: t('orderManager.modal.payment'),
            value: preference
              ? t(`checkout.payment.options.${preference}`)
              : t('orderManager.modal.paymentNone'),
          },
          !!checkout.costCenter && {
            label: t('checkout.payment.costCenter'),
            value: t('orderManager.modal.costCenter', { value: checkout.costCenter }),
          },
          !!checkout.purchaseOrder && {
            label: t('checkout.payment.purchaseOrder'),
            value: t('orderManager.modal.purchaseOrder', { value: checkout.purchaseOrder }),
          },
          !!checkout.creditCard?.last4 && {
            label: t('checkout.payment.options.credit_card'),
            value: t('orderManager.modal.card', { last4: checkout.creditCard.last4 }),
          },
        ]}
      />
    </>
  );
}
