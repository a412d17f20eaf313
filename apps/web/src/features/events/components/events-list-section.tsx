import { Alert, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PreOrderStatus } from '@app/domain';
import { useEvents } from '../api/get-events.ts';
import { EventsPager } from './events-pager.tsx';
import { EventsTable } from './events-table.tsx';

const PAGE_SIZE = 10;

interface EventsListSectionProps {
  title: string;
  statuses: readonly PreOrderStatus[];
  empty: string;
}

/** One list of the Events screen (upcoming or past): its events by start date, soonest first. */
export function EventsListSection({ title, statuses, empty }: EventsListSectionProps) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const events = useEvents({
    eventStatuses: statuses,
    page,
    pageSize: PAGE_SIZE,
    dateSortAsc: true,
  });
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={2} size="h3">
        {title}
      </Title>
      {events.isError ? (
        <Alert color="red" role="alert">
          {t('events.loadFailed')}
        </Alert>
      ) : !events.data ? (
        <Loader size="sm" aria-label={t('app.loading')} />
      ) : events.data.total === 0 ? (
        <Text c="dimmed">{empty}</Text>
      ) : (
        <>
          <EventsTable events={events.data.items} label={title} />
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
