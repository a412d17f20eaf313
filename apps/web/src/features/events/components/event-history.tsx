import { Alert, Loader, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CHANGE_HISTORY_RETENTION_DAYS, changedValues, type ChangeHistoryEntry } from '@app/domain';
import type { TranslationKey } from '#i18n/translation-key.ts';
import { actionLabel } from '#shared/change-history/action-label.ts';
import { useFormatters } from '#shared/hooks/use-formatters.ts';
import { useActiveLocation } from '#shared/locations/active-location.ts';
import { useEventHistory } from '../api/get-event-history.ts';

const FIELDS = [
  'title',
  'start_date',
  'end_date',
  'status',
  'event_type',
  'pre_order_type',
  'order_lock_period_days',
  'pre_order_email_days',
  'manager_name',
  'manager_phone',
  'manager_email',
  'projected_attendance',
];

/** The fields an edit changed, named as the form names them, each once. */
function changedFields(entry: ChangeHistoryEntry): string[] {
  if (entry.action !== 'update') return [];
  const fields = changedValues(entry.before, entry.after).map((change) => change.path[0] ?? '');
  return [...new Set(fields)].filter((field) => FIELDS.includes(field));
}

/** Who created and changed the event, over the days the change history keeps. */
export function EventHistory({ eventId }: { eventId: number }) {
  const { t } = useTranslation();
  const { timezone } = useActiveLocation();
  const format = useFormatters(timezone);
  const history = useEventHistory(eventId, timezone);
  const days = CHANGE_HISTORY_RETENTION_DAYS;
  if (history.isError) return <Alert color="red">{t('events.history.loadFailed')}</Alert>;
  if (!history.data) return <Loader size="sm" aria-label={t('app.loading')} />;
  if (history.data.items.length === 0) {
    return <Text c="dimmed">{t('events.history.empty', { days })}</Text>;
  }
  return (
    <>
      <Text size="sm" c="dimmed">
        {t('events.history.intro', { days })}
      </Text>
      <Table.ScrollContainer minWidth={600}>
        <Table aria-label={t('events.history.table')} verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('events.history.columns.when')}</Table.Th>
              <Table.Th>{t('events.history.columns.who')}</Table.Th>
              <Table.Th>{t('events.history.columns.action')}</Table.Th>
              <Table.Th>{t('events.history.columns.what')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {history.data.items.map((entry) => (
              <Table.Tr key={entry.id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {format.dateTime(entry.created_at)}
                </Table.Td>
                <Table.Td>
                  {entry.user ? entry.user.name || entry.user.email : t('events.history.system')}
                </Table.Td>
                <Table.Td>{actionLabel(t, entry.action)}</Table.Td>
                <Table.Td>
                  {changedFields(entry)
                    .map((field) => t(`events.fields.${field}` as TranslationKey))
                    .join(', ')}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
