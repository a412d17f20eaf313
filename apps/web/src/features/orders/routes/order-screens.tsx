import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '#shared/components/placeholder-page.tsx';

export function OrderManagerPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('orders.managerTitle')} />;
}

export function CreateOrderPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('orders.createTitle')} />;
}

export function EditOrderPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('orders.editTitle')} />;
}
