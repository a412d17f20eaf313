import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '#shared/components/placeholder-page.tsx';

export function MembersPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('members.title')} />;
}
