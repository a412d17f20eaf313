import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '#shared/components/placeholder-page.tsx';

export function SuitesPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('events.suitesTitle')} />;
}

export function SuitePage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('events.suiteTitle')} />;
}

export function BeoPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('events.beoTitle')} />;
}

export function ProductionSheetPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('events.productionSheetTitle')} />;
}
