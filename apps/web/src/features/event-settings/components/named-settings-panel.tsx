import { useState } from 'react';
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ZCateringNamedList, type CateringNamed } from '@app/domain';
import { RowActions } from '#shared/components/row-actions.tsx';
import { useSettingsList } from '../api/settings-lists.ts';
import { useDeleteSettingRow } from '../hooks/use-delete-setting.tsx';
import { NameDialog } from './name-dialog.tsx';
import { SettingsListView } from './settings-list-view.tsx';
import { useEventAccess } from '#shared/session/use-event-access.ts';

type Editing = { row: CateringNamed | null } | null;

/** The suites or the equipment of the location: a table of names, add, rename, delete. */
export function NamedSettingsPanel({ list }: { list: 'suites' | 'equipment' }) {
  const { t } = useTranslation();
  const canConfigure = useEventAccess('configure');
  const rows = useSettingsList(list, ZCateringNamedList);
  const [editing, setEditing] = useState<Editing>(null);
  const confirmDelete = useDeleteSettingRow(list, t(`eventSettings.${list}.deleted`));

  return (
    <>
      <SettingsListView
        rows={rows}
        addLabel={t(`eventSettings.${list}.add`)}
        onAdd={() => setEditing({ row: null })}
        emptyText={t(`eventSettings.${list}.empty`)}
      >
        {(found) => (
          <Table aria-label={t(`eventSettings.tabs.${list}`)}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t(`eventSettings.${list}.name`)}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {found.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>{row.name}</Table.Td>
                  <Table.Td>
                    {canConfigure && (
                      <RowActions
                        editLabel={t(`eventSettings.${list}.edit`, { name: row.name })}
                        deleteLabel={t(`eventSettings.${list}.delete`, { name: row.name })}
                        onEdit={() => setEditing({ row })}
                        onDelete={() => confirmDelete(row)}
                      />
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </SettingsListView>
      {editing && <NameDialog list={list} row={editing.row} onClose={() => setEditing(null)} />}
    </>
  );
}
