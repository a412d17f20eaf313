import { useState } from 'react';
import { Alert, Anchor, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconArrowLeft, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useEvents } from '../api/get-events.ts';
import { EventFilters, type EventFilterValues } from '../components/event-filters.tsx';
import { EventsPager } from '../components/events-pager.tsx';
import { EventsTable } from '../components/events-table.tsx';
import { useEventAccess } from '#shared/session/use-event-access.ts';

const PAGE_SIZE = 20;
const noFilters: EventFilterValues = {
  search: '',
  eventTypeIds: [],
  eventStatuses: [],
  dateRange: [null, null],
  dateSortAsc: true,
};

/** `/events/all`: every event of the location, searched, filtered, sorted and paged. */
export function AllEventsPage() {
  const { t } = useTranslation();
  const canManage = useEventAccess('manage');
  const [filters, setFilters] = useState(noFilters);
  const [page, setPage] = useState(1);
  const [search] = useDebouncedValue(filters.search.trim(), 300);
  const [from, to] = filters.dateRange;
  const events = useEvents({
    search,
    page,
    pageSize: PAGE_SIZE,
    eventTypeIds: filters.eventTypeIds,
    eventStatuses: filters.eventStatuses,
    dateRange: from && to ? [from, to] : null,
    dateSortAsc: filters.dateSortAsc,
  });
  const filtered =
    search !== '' || JSON.stringify({ ...filters, search: '' }) !== JSON.stringify(noFilters);

  return (
    <Stack gap="md">
      <Anchor component={Link} to="/events" size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} aria-hidden />
          {t('events.backToEvents')}
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1}>{t('events.allTitle')}</Title>
          <Text c="dimmed" size="sm">
            {t('events.allIntro')}
          </Text>
        </div>
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
      <EventFilters
        values={filters}
        onChange={(values) => {
          setFilters(values);
          setPage(1);
        }}
      />
      {events.isError ? (
        <Alert color="red" role="alert">
          {t('events.loadFailed')}
        </Alert>
      ) : !events.data ? (
        <Loader aria-label={t('app.loading')} />
      ) : events.data.total === 0 ? (
        <Text>{filtered ? t('events.noMatch') : t('events.noUpcoming')}</Text>
      ) : (
        <>
          <EventsTable events={events.data.items} label={t('events.allTitle')} />
          <EventsPager
            total={events.data.total}
            pageSize={PAGE_SIZE}
            page={page}
            onPage={setPage}
          />
        </>
      )}
    </Stack>
  );
}
