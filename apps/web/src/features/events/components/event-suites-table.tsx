import { Anchor, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { EventSuite } from '@app/domain';
import { SuiteStatusBadges } from '../suites/components/suite-status-badges.tsx';
import { PreOrderEmailAction } from '../pre-orders/pre-order-email-action.tsx';

/** The suites booked for the event: owner, statuses, pre-order menus, orders; each opens its settings. */
export function EventSuitesTable({ eventId, suites }: { eventId: number; suites: EventSuite[] }) {
  const { t } = useTranslation();
  if (suites.length === 0) return <Text c="dimmed">{t('events.details.noSuites')}</Text>;
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table aria-label={t('events.details.suitesTitle')} verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('events.details.suiteColumns.suite')}</Table.Th>
            <Table.Th>{t('events.details.suiteColumns.owner')}</Table.Th>
            <Table.Th>{t('events.details.suiteColumns.status')}</Table.Th>
            <Table.Th>{t('events.details.suiteColumns.menus')}</Table.Th>
            <Table.Th ta="right">{t('events.details.suiteColumns.orders')}</Table.Th>
            <Table.Th>{t('preOrders.staff.column')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {suites.map((suite) => (
            <Table.Tr key={suite.id}>
              <Table.Td>
                <Anchor
                  component={Link}
                  to={`/events/${eventId}/suites/${suite.id}`}
                  aria-label={t('events.details.openSuite', { suite: suite.suite.name })}
                  fw={500}
                >
                  {suite.suite.name}
                </Anchor>
              </Table.Td>
              <Table.Td>
                {suite.suite_owner ? (
                  <>
                    <Text size="sm">{suite.suite_owner.name}</Text>
                    {suite.suite_owner.company_name && (
                      <Text size="xs" c="dimmed">
                        {suite.suite_owner.company_name}
                      </Text>
                    )}
                  </>
                ) : (
                  <Text size="sm" c="orange.8">
                    {t('events.details.noOwner')}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <SuiteStatusBadges status={suite.status} invoiceStatus={suite.invoice_status} />
              </Table.Td>
              <Table.Td>
                {suite.menus.length > 0 ? (
                  suite.menus.map((menu) => menu.name).join(', ')
                ) : (
                  <Text size="sm" c="orange.8">
                    {t('events.details.noMenus')}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right">{suite.order_counts.active}</Table.Td>
              <Table.Td>
                <PreOrderEmailAction eventId={eventId} suite={suite} compact />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
