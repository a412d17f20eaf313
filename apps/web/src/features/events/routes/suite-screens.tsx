import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '#shared/components/placeholder-page.tsx';

export { SuiteAssignmentsPage as SuitesPage } from '../suites/suite-assignments-page.tsx';
export { SuiteSettingsPage as SuitePage } from '../suites/suite-settings-page.tsx';

export function BeoPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('events.beoTitle')} />;
}

export function ProductionSheetPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('events.productionSheetTitle')} />;
}
