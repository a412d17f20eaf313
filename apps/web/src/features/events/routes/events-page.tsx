import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconList, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { upcomingPreOrderStatuses } from '@app/domain';
import { EventsListSection } from '../components/events-list-section.tsx';
import { useEventAccess } from '#shared/session/use-event-access.ts';

const PAST = ['past_event'] as const;

/**
 * `/events` (manager and above, `suites_enabled`): the upcoming and the past events, each by
 * start date ascending (spec part 2 §4), with the way to all events and to a new event.
 */
export function EventsPage() {
  const { t } = useTranslation();
  const canManage = useEventAccess('manage');
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1}>{t('events.title')}</Title>
          <Text c="dimmed" size="sm">
            {t('events.intro')}
          </Text>
        </div>
        <Group>
          <Button
            variant="default"
            component={Link}
            to="/events/all"
            leftSection={<IconList size={16} aria-hidden />}
          >
            {t('events.allLink')}
          </Button>
          {canManage && (
            <Button
              component={Link}
              to="/events/create"
              leftSection={<IconPlus size={16} aria-hidden />}
            >
              {t('events.createLink')}
            </Button>
          )}
        </Group>
      </Group>
      <EventsListSection
        title={t('events.upcoming')}
        statuses={upcomingPreOrderStatuses}
        empty={t('events.noUpcoming')}
      />
      <EventsListSection title={t('events.past')} statuses={PAST} empty={t('events.noPast')} />
    </Stack>
  );
}
