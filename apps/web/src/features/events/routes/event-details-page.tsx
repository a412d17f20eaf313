import type { ReactNode } from 'react';
import { Alert, Anchor, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconEdit, IconLayoutGrid } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { CateringEventDetails } from '@app/domain';
import { isApiError } from '#lib/api/api-error.ts';
import { PageNotFound } from '#shared/components/page-not-found.tsx';
import { useFormatters } from '#shared/hooks/use-formatters.ts';
import { useActiveLocation } from '#shared/locations/active-location.ts';
import { useEventDetails } from '../api/get-event-details.ts';
import { DeleteEventButton } from '../components/delete-event-button.tsx';
import { EventFacts } from '../components/event-facts.tsx';
import { ProductionSheetLink } from '../documents/components/document-links.tsx';
import { EventDayActions } from '../day/event-day-actions.tsx';
import { EventHistory } from '../components/event-history.tsx';
import { EventCalendarActions } from '../calendar/event-calendar-actions.tsx';
import { EventSuitesTable } from '../components/event-suites-table.tsx';
import { useEventLiveUpdates } from '../pre-orders/use-event-live-updates.ts';
import { PendingOrdersTable } from '../components/pending-orders-table.tsx';
import { PreOrderStatusBadge } from '../components/pre-order-status-badge.tsx';
import { useEventAccess } from '#shared/session/use-event-access.ts';

function Section({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Group justify="space-between">
        <Title order={2} size="h3">
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Stack>
  );
}

/** `/events/{eventId}`: the event, its pre-order status, suites, pending orders and history. */
export function EventDetailsPage() {
  const { t } = useTranslation();
  const id = Number(useParams().eventId);
  const details = useEventDetails(id, true);
  useEventLiveUpdates(id);
  if (isApiError(details.error) && details.error.status === 404) return <PageNotFound />;
  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/events" size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} aria-hidden />
          {t('events.backToEvents')}
        </Group>
      </Anchor>
      {details.isError ? (
        <Alert color="red" role="alert">
          {t('events.loadFailed')}
        </Alert>
      ) : !details.data ? (
        <Loader aria-label={t('app.loading')} />
      ) : (
        <EventDetails event={details.data} />
      )}
    </Stack>
  );
}

function EventDetails({ event }: { event: CateringEventDetails }) {
  const { t } = useTranslation();
  const canManage = useEventAccess('manage');
  const format = useFormatters(useActiveLocation().timezone);
  const hint = t(`events.preOrderStatusHints.${event.pre_order_status}`, {
    date: format.dateTime(event.pre_order_locks_at),
  });
  return (
    <>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={1}>{event.title}</Title>
            <PreOrderStatusBadge status={event.pre_order_status} />
            <EventCalendarActions event={event} />
          </Group>
          <Text c="dimmed" size="sm">
            {hint}
          </Text>
          {event.active_order_count > 0 && (
            <Text size="sm">
              {t('events.details.activeOrders', { count: event.active_order_count })}
            </Text>
          )}
        </Stack>
        {canManage && (
          <Group>
            <Button
              variant="default"
              component={Link}
              to={`/events/${event.id}/edit`}
              leftSection={<IconEdit size={16} aria-hidden />}
            >
              {t('events.details.edit')}
            </Button>
            <DeleteEventButton event={event} />
          </Group>
        )}
      </Group>
      <EventFacts event={event} />
      <ProductionSheetLink eventId={event.id} />
      <EventDayActions event={event} />
      <Section
        title={t('events.details.suitesTitle')}
        action={
          canManage && (
            <Button
              component={Link}
              to={`/events/${event.id}/suites`}
              leftSection={<IconLayoutGrid size={16} aria-hidden />}
            >
              {t('events.details.assignSuites')}
            </Button>
          )
        }
      >
        <EventSuitesTable eventId={event.id} suites={event.event_suites} />
      </Section>
      <Section title={t('events.details.pendingTitle')}>
        <PendingOrdersTable orders={event.pending_orders ?? []} />
      </Section>
      <Section title={t('events.history.title')}>
        <EventHistory eventId={event.id} />
      </Section>
    </>
  );
}
