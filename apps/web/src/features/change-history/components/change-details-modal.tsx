import { Modal, Stack, Table, Text } from '@mantine/core';
import { changeEntityReference, changedValues, type ChangeHistoryEntry } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { useLocale } from '#i18n/use-locale.ts';
import { useActiveLocation } from '#shared/locations/active-location.ts';
import { actionLabel } from '#shared/change-history/action-label.ts';
import { entityLabel, whenLabel, whoLabel } from '../change-labels.ts';
import { changeLabel, changeValueText } from '../change-values.ts';
import classes from './change-details-modal.module.css';

/**
 * One change: only the values that changed, each labelled in the interface language with its
 * value before and after as a person reads it (money, dates and times on the location's clock,
 * yes/no), never as JSON.
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
  const context = { t, entity: entry.entity, locale, timeZone: timezone };
  const changes = changedValues(entry.before, entry.after);
  const title = t('changeHistory.details.title', {
    entity: entityLabel(t, entry.entity),
    id: changeEntityReference(entry) ?? '—',
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
        {changes.length === 0 ? (
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
                {changes.map((change) => (
                  <Table.Tr key={change.path.join('.')}>
                    <Table.Th scope="row" fw={600}>
                      {changeLabel(t, entry.entity, change.path)}
                    </Table.Th>
                    <Table.Td className={classes.value}>
                      {changeValueText(change.path, change.before, context)}
                    </Table.Td>
                    <Table.Td className={classes.value}>
                      {changeValueText(change.path, change.after, context)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Modal>
  );
}
