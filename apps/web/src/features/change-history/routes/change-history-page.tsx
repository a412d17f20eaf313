import { useState } from 'react';
import {
  Alert,
  Button,
  Group,
  NumberInput,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  CHANGE_HISTORY_RETENTION_DAYS,
  addCalendarDays,
  changeEntityReference,
  changeHistoryEntities,
  defaultChangeHistoryRange,
  toIsoDate,
  type ChangeHistoryEntry,
} from '@app/domain';
import { useTranslation } from 'react-i18next';
import { useLocale } from '#i18n/use-locale.ts';
import { useActiveLocation } from '#shared/locations/active-location.ts';
import { useChangeHistory } from '../api/get-change-history.ts';
import { ChangeDetailsModal } from '../components/change-details-modal.tsx';
import { DateRangeField } from '../components/date-range-field.tsx';
import { actionLabel } from '#shared/change-history/action-label.ts';
import { entityLabel, whenLabel, whoLabel } from '../change-labels.ts';

/**
 * /settings/change-history (managers and above): who changed what in the active location, for a
 * date range (the last 7 days first; at most the 30 days entries are kept), filtered by kind of
 * object, its id and the user's email; each entry opens its before/after.
 */
export function ChangeHistoryPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { timezone } = useActiveLocation();
  const today = toIsoDate(new Date(), timezone);
  const initial = defaultChangeHistoryRange(today);
  const [range, setRange] = useState<[string, string]>([initial.from, initial.to]);
  const [entity, setEntity] = useState<string | null>(null);
  const [entityId, setEntityId] = useState<number | string>('');
  const [userText, setUserText] = useState('');
  const [user] = useDebouncedValue(userText.trim(), 300);
  const [opened, setOpened] = useState<ChangeHistoryEntry | null>(null);

  const history = useChangeHistory({
    from: range[0],
    to: range[1],
    entity: entity ?? undefined,
    // An order is looked up by the number people know it by, anything else by its id.
    ...(entity === 'order'
      ? { orderNumber: typeof entityId === 'number' ? entityId : undefined }
      : { entityId: typeof entityId === 'number' ? entityId : undefined }),
    user: user || undefined,
  });
  const entries = history.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Stack gap="md">
      <Title order={1}>{t('changeHistory.title')}</Title>
      <Text c="dimmed">
        {t('changeHistory.retention', { days: CHANGE_HISTORY_RETENTION_DAYS })}
      </Text>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <DateRangeField
          value={range}
          onChange={setRange}
          minDate={addCalendarDays(today, -CHANGE_HISTORY_RETENTION_DAYS)}
          maxDate={today}
        />
        <Select
          label={t('changeHistory.filters.entity')}
          placeholder={t('changeHistory.filters.anyEntity')}
          data={changeHistoryEntities.map((value) => ({ value, label: entityLabel(t, value) }))}
          value={entity}
          onChange={setEntity}
          clearable
        />
        <NumberInput
          label={
            entity === 'order'
              ? t('changeHistory.filters.orderNumber')
              : t('changeHistory.filters.entityId')
          }
          value={entityId}
          onChange={setEntityId}
          min={1}
          allowDecimal={false}
          allowNegative={false}
        />
        <TextInput
          label={t('changeHistory.filters.user')}
          value={userText}
          onChange={(event) => setUserText(event.currentTarget.value)}
        />
      </Group>

      {history.isError ? (
        <Alert color="red">{t('changeHistory.loadFailed')}</Alert>
      ) : history.isPending ? (
        <Text c="dimmed">{t('changeHistory.loading')}</Text>
      ) : entries.length === 0 ? (
        <Text c="dimmed">{t('changeHistory.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={700}>
          <Table striped aria-label={t('changeHistory.tableLabel')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('changeHistory.columns.when')}</Table.Th>
                <Table.Th>{t('changeHistory.columns.who')}</Table.Th>
                <Table.Th>{t('changeHistory.columns.what')}</Table.Th>
                <Table.Th>{t('changeHistory.columns.action')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('changeHistory.columns.details')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {entries.map((entry) => {
                const reference = changeEntityReference(entry);
                const what = `${entityLabel(t, entry.entity)}${reference ? ` ${reference}` : ''}`;
                return (
                  <Table.Tr key={entry.id}>
                    <Table.Td>{whenLabel(entry.created_at, locale, timezone)}</Table.Td>
                    <Table.Td>{whoLabel(t, entry)}</Table.Td>
                    <Table.Td>{what}</Table.Td>
                    <Table.Td>{actionLabel(t, entry.action)}</Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="default"
                        onClick={() => setOpened(entry)}
                        aria-label={t('changeHistory.viewChange', { what })}
                      >
                        {t('changeHistory.view')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {history.hasNextPage && (
        <Group justify="center">
          <Button
            variant="default"
            loading={history.isFetchingNextPage}
            onClick={() => void history.fetchNextPage()}
          >
            {t('changeHistory.loadMore')}
          </Button>
        </Group>
      )}
      <ChangeDetailsModal entry={opened} onClose={() => setOpened(null)} />
    </Stack>
  );
}
