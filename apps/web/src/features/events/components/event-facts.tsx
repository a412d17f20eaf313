import type { ReactNode } from 'react';
import { Anchor, Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CateringEventDetails } from '@app/domain';
import { useFormatters } from '#shared/hooks/use-formatters.ts';
import { useActiveLocation } from '#shared/locations/active-location.ts';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

/** What the event is: when, its type, how pre-orders run, who manages it, how many are expected. */
export function EventFacts({ event }: { event: CateringEventDetails }) {
  const { t } = useTranslation();
  const format = useFormatters(useActiveLocation().timezone);
  const none = t('events.details.none');
  const days = (count: number | null) =>
    count === null ? none : t('events.details.days', { count });
  const start = format.dateTime(event.start_date);
  return (
    <Card withBorder component="section" aria-label={t('events.details.facts')}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" verticalSpacing="md">
        <Fact label={t('events.fields.start_date')}>
          {event.end_date
            ? t('events.details.time', { start, end: format.dateTime(event.end_date) })
            : t('events.details.noEnd', { start })}
        </Fact>
        <Fact label={t('events.fields.event_type')}>
          {event.event_type?.name ?? t('events.noType')}
        </Fact>
        <Fact label={t('events.fields.pre_order_type')}>
          {t(`events.preOrderTypes.${event.pre_order_type}`)}
        </Fact>
        <Fact label={t('events.fields.order_lock_period_days')}>
          {days(event.order_lock_period_days)}
        </Fact>
        <Fact label={t('events.details.locksAt')}>{format.dateTime(event.pre_order_locks_at)}</Fact>
        <Fact label={t('events.fields.pre_order_email_days')}>
          {days(event.pre_order_email_days)}
        </Fact>
        <Fact label={t('events.fields.manager_name')}>{event.manager_name ?? none}</Fact>
        <Fact label={t('events.fields.manager_phone')}>
          {event.manager_phone ? (
            <Anchor href={`tel:${event.manager_phone}`}>{event.manager_phone}</Anchor>
          ) : (
            none
          )}
        </Fact>
        <Fact label={t('events.fields.manager_email')}>
          {event.manager_email ? (
            <Anchor href={`mailto:${event.manager_email}`}>{event.manager_email}</Anchor>
          ) : (
            none
          )}
        </Fact>
        <Fact label={t('events.fields.projected_attendance')}>
          {event.projected_attendance === null
            ? none
            : event.projected_attendance.toLocaleString(format.locale)}
        </Fact>
      </SimpleGrid>
    </Card>
  );
}
