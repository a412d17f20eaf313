import { Alert, Stack, Text } from '@mantine/core';
import { IconSpeakerphone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate } from '@app/domain';
import { useLocale } from '#i18n/use-locale.ts';
import { announcementMessage } from '#shared/announcements/announcement-text.ts';
import { useAnnouncementInbox, useDismissAnnouncement } from './announcement-inbox-api.ts';

/**
 * The announcements addressed to the active location that this user has not dismissed, above
 * every screen, in the interface language; each has its own dismiss button. Nothing is shown
 * (not even the region) when there is nothing to read.
 */
export function ShellAnnouncements() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { data: inbox = [] } = useAnnouncementInbox();
  const dismiss = useDismissAnnouncement();
  if (inbox.length === 0) return null;
  return (
    <Stack component="section" aria-label={t('announcements.inbox.label')} gap="xs" mb="md">
      {inbox.map((announcement) => {
        const message = announcementMessage(announcement, locale);
        return (
          <Alert
            key={announcement.id}
            variant="light"
            color="blue"
            icon={<IconSpeakerphone size={18} aria-hidden />}
            withCloseButton
            closeButtonLabel={t('announcements.inbox.dismiss', { message })}
            onClose={() => dismiss.mutate(announcement.id)}
          >
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {message}
            </Text>
            {announcement.ends_on && (
              <Text size="xs" c="dimmed">
                {t('announcements.inbox.until', {
                  date: formatCalendarDate(announcement.ends_on, locale),
                })}
              </Text>
            )}
          </Alert>
        );
      })}
    </Stack>
  );
}
