import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '#shared/components/placeholder-page.tsx';

export function EventsPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('events.title')} />;
}

export function AllEventsPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('events.allTitle')} />;
}

export function CreateEventPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('events.createTitle')} />;
}

export function EventDetailsPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('events.detailsTitle')} />;
}

export function EditEventPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('events.editTitle')} />;
}
