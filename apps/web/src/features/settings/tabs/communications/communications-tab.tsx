import { Loader, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useTranslation } from 'react-i18next';
import type { Announcement, Location } from '@app/domain';
import { notifyError, notifySuccess } from '#lib/notify.ts';
import { useLocale } from '#i18n/use-locale.ts';
import { announcementMessage } from '#shared/announcements/announcement-text.ts';
import { useLocations } from '#shared/locations/get-locations.ts';
import { AnnouncementCard } from './announcement-card.tsx';
import { AnnouncementForm } from './announcement-form.tsx';
import { useAnnouncements, useDeleteAnnouncement } from './api/announcements.ts';

/**
 * The Communications tab: post an announcement to some of the user's locations, and follow the
 * ones this location posted (who read them) or delete them.
 */
export function CommunicationsTab({ location }: { location: Location }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { data: locations = [location] } = useLocations();
  const { data: posted, isPending } = useAnnouncements();
  const remove = useDeleteAnnouncement();
  const names = new Map(locations.map((l) => [l.id, l.name]));

  const confirmDelete = (announcement: Announcement) =>
    modals.openConfirmModal({
      title: t('announcements.list.deleteTitle'),
      children: (
        <Text size="sm">
          {t('announcements.list.deleteBody', {
            message: announcementMessage(announcement, locale),
          })}
        </Text>
      ),
      labels: { confirm: t('actions.delete'), cancel: t('actions.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        void remove.mutateAsync(announcement.id).then(
          () => notifySuccess(t('announcements.list.deleted')),
          (error: unknown) => notifyError(error instanceof Error ? error.message : String(error)),
        ),
    });

  return (
    <Stack>
      <Text c="dimmed" size="sm">
        {t('announcements.intro')}
      </Text>
      <AnnouncementForm location={location} locations={locations} />
      <Stack component="section" aria-labelledby="posted-announcements-title" gap="sm">
        <Title order={2} size="h4" id="posted-announcements-title">
          {t('announcements.list.title')}
        </Title>
        {isPending ? (
          <Loader />
        ) : posted && posted.length > 0 ? (
          posted.map((announcement) => (
            <AnnouncementCard
              key={announcement.id}
              announcement={announcement}
              location={location}
              names={names}
              onDelete={() => confirmDelete(announcement)}
            />
          ))
        ) : (
          <Text>{t('announcements.list.empty')}</Text>
        )}
      </Stack>
    </Stack>
  );
}
