import { Anchor, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CateringEvent } from '@app/domain';
import { useFormatters } from '#shared/hooks/use-formatters.ts';
import { useActiveLocation } from '#shared/locations/active-location.ts';
import { PreOrderStatusBadge } from './pre-order-status-badge.tsx';

interface EventsTableProps {
  events: CateringEvent[];
  /** The table's accessible name ("Upcoming", "All events"). */
  label: string;
}

/** Events with their start (location time), type, pre-order status and booked suites. */
export function EventsTable({ events, label }: EventsTableProps) {
  const { t } = useTranslation();
  const format = useFormatters(useActiveLocation().timezone);
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table aria-label={label} verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('events.columns.title')}</Table.Th>
            <Table.Th>{t('events.columns.start')}</Table.Th>
            <Table.Th>{t('events.columns.type')}</Table.Th>
            <Table.Th>{t('events.columns.status')}</Table.Th>
            <Table.Th ta="right">{t('events.columns.suites')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {events.map((event) => (
            <Table.Tr key={event.id}>
              <Table.Td>
                <Anchor component={Link} to={`/events/${event.id}`} fw={500}>
                  {event.title}
                </Anchor>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {format.dateTime(event.start_date)}
              </Table.Td>
              <Table.Td>
                {event.event_type?.name ?? (
                  <Text span c="dimmed" size="sm">
                    {t('events.noType')}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <PreOrderStatusBadge status={event.pre_order_status} />
              </Table.Td>
              <Table.Td ta="right">{event.suite_count}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
