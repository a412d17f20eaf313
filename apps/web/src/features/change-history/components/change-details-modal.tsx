import { Badge, Code, Modal, Stack, Table, Text } from '@mantine/core';
import { changedFields, type ChangeHistoryEntry } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { useLocale } from '#i18n/use-locale.ts';
import { useActiveLocation } from '#shared/locations/active-location.ts';
import { actionLabel, entityLabel, whenLabel, whoLabel } from '../change-labels.ts';
import classes from './change-details-modal.module.css';

function shown(value: unknown): string {
  if (value === undefined || value === null) return '—';
  return typeof value === 'string' ? value : JSON.stringify(value, null, 1);
}

function fieldsOf(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/**
 * One change with the entity before and after, field by field; the fields that changed come
 * first and are marked (colour and a "Changed" badge, so the mark is not colour alone).
 */
export function ChangeDetailsModal({
  entry,
  onClose,
}: {
  entry: ChangeHistoryEntry | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { timezone } = useActiveLocation();
  if (!entry) return null;
  const before = fieldsOf(entry.before);
  const after = fieldsOf(entry.after);
  const changed = changedFields(entry.before, entry.after);
  const unchanged = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (field) => !changed.includes(field),
  );
  const title = t('changeHistory.details.title', {
    entity: entityLabel(t, entry.entity),
    id: entry.entity_id ?? '—',
  });
  return (
    <Modal opened onClose={onClose} title={title} size="xl">
      <Stack gap="sm">
        <Text size="sm">
          {t('changeHistory.details.summary', {
            action: actionLabel(t, entry.action),
            who: whoLabel(t, entry),
            when: whenLabel(entry.created_at, locale, timezone),
          })}
        </Text>
        {changed.length === 0 && unchanged.length === 0 ? (
          <Text c="dimmed">{t('changeHistory.details.noFields')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={500}>
            <Table aria-label={t('changeHistory.details.tableLabel')} layout="fixed">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('changeHistory.details.field')}</Table.Th>
                  <Table.Th>{t('changeHistory.details.before')}</Table.Th>
                  <Table.Th>{t('changeHistory.details.after')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {[...changed, ...unchanged].map((field) => {
                  const isChanged = changed.includes(field);
                  return (
                    <Table.Tr
                      key={field}
                      data-changed={isChanged || undefined}
                      className={isChanged ? classes.changed : undefined}
                    >
                      <Table.Td>
                        <Text size="sm" fw={isChanged ? 700 : 400}>
                          {field}
                        </Text>
                        {isChanged && (
                          <Badge size="xs" color="yellow" variant="light">
                            {t('changeHistory.details.changed')}
                          </Badge>
                        )}
                      </Table.Td>
                      <Table.Td>
                        <Code block className={classes.value}>
                          {shown(before[field])}
                        </Code>
                      </Table.Td>
                      <Table.Td>
                        <Code block className={classes.value}>
                          {shown(after[field])}
                        </Code>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Modal>
  );
}
