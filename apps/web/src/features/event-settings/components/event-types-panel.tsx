import { useState } from 'react';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ZEventTypesResponse, type EventType } from '@app/domain';
import { RowActions } from '#shared/components/row-actions.tsx';
import { useSettingsList } from '../api/settings-lists.ts';
import { useDeleteSettingRow } from '../hooks/use-delete-setting.tsx';
import { EventTypeDialog } from './event-type-dialog.tsx';
import { SettingsListView } from './settings-list-view.tsx';
import { useEventAccess } from '#shared/session/use-event-access.ts';

type Editing = { eventType: EventType | null } | null;

/** The location's event types, each with its default menus in order: add, edit, delete. */
export function EventTypesPanel() {
  const { t } = useTranslation();
  const canConfigure = useEventAccess('configure');
  const types = useSettingsList('event-types', ZEventTypesResponse);
  const [editing, setEditing] = useState<Editing>(null);
  const confirmDelete = useDeleteSettingRow('event-types', t('eventSettings.eventTypes.deleted'));

  return (
    <>
      <SettingsListView
        rows={types}
        addLabel={t('eventSettings.eventTypes.add')}
        onAdd={() => setEditing({ eventType: null })}
        emptyText={t('eventSettings.eventTypes.empty')}
        toolbar={
          <Text c="dimmed" size="sm" maw={640}>
            {t('eventSettings.eventTypes.intro')}
          </Text>
        }
      >
        {(found) => (
          <Table aria-label={t('eventSettings.eventTypes.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('eventSettings.eventTypes.columns.name')}</Table.Th>
                <Table.Th>{t('eventSettings.eventTypes.columns.menus')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {found.map((eventType) => (
                <Table.Tr key={eventType.id}>
                  <Table.Td>{eventType.name}</Table.Td>
                  <Table.Td>
                    {eventType.menus.length > 0 ? (
                      eventType.menus.map((menu) => menu.name).join(', ')
                    ) : (
                      <Text span c="dimmed" size="sm">
                        {t('eventSettings.eventTypes.noMenus')}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {canConfigure && (
                      <RowActions
                        editLabel={t('eventSettings.eventTypes.edit', { name: eventType.name })}
                        deleteLabel={t('eventSettings.eventTypes.delete', { name: eventType.name })}
                        onEdit={() => setEditing({ eventType })}
                        onDelete={() => confirmDelete(eventType)}
                      />
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </SettingsListView>
      {editing && (
        <EventTypeDialog eventType={editing.eventType} onClose={() => setEditing(null)} />
      )}
    </>
  );
}
