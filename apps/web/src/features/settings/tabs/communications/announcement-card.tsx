import { Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate, type Announcement, type Location } from '@app/domain';
import { useLocale } from '#i18n/use-locale.ts';
import { announcementMessage } from '#shared/announcements/announcement-text.ts';
import { useFormatters } from '#shared/hooks/use-formatters.ts';
import { RemoveRowButton } from '../remove-row-button.tsx';

interface AnnouncementCardProps {
  announcement: Announcement;
  /** The posting location: the time posted is shown in its time zone. */
  location: Location;
  /** Names of the user's locations by id (a location no longer theirs shows its number). */
  names: Map<number, string>;
  onDelete: () => void;
}

/** One posted announcement: what it says, when, to how many locations, until when, who read it. */
export function AnnouncementCard({
  announcement,
  location,
  names,
  onDelete,
}: AnnouncementCardProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const format = useFormatters(location.timezone);
  const message = announcementMessage(announcement, locale);
  const nameOf = (id: number) => names.get(id) ?? t('announcements.list.unknownLocation', { id });
  return (
    <Paper withBorder p="md" component="article" aria-label={message}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Text style={{ whiteSpace: 'pre-line' }}>{message}</Text>
          <RemoveRowButton label={t('announcements.list.delete')} onClick={onDelete} />
        </Group>
        <Text size="sm" c="dimmed">
          {[
            t('announcements.list.postedAt', { time: format.dateTime(announcement.created_at) }),
            t('announcements.list.locationCount', { count: announcement.restaurant_count }),
            announcement.ends_on
              ? t('announcements.list.endsOn', {
                  date: formatCalendarDate(announcement.ends_on, locale),
                })
              : t('announcements.list.noEnd'),
          ].join(' · ')}
        </Text>
        <Table
          withRowBorders={false}
          verticalSpacing={2}
          aria-label={t('announcements.list.reads')}
        >
          <Table.Tbody>
            {announcement.reads.map((reads) => (
              <Table.Tr key={reads.restaurant_id}>
                <Table.Td>{nameOf(reads.restaurant_id)}</Table.Td>
                <Table.Td>{t('announcements.list.readCount', reads)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Paper>
  );
}
