import { useState } from 'react';
import { Group, Table, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { matchesEveryWord, ZSuiteOwnersResponse, type SuiteOwner } from '@app/domain';
import { calendarFileName } from '#shared/calendar/calendar-file-name.ts';
import { CalendarLinkActions } from '#shared/calendar/calendar-link-actions.tsx';
import { RowActions } from '#shared/components/row-actions.tsx';
import { useSettingsList } from '../api/settings-lists.ts';
import { useDeleteSettingRow } from '../hooks/use-delete-setting.tsx';
import { SettingsListView } from './settings-list-view.tsx';
import { SuiteOwnerDialog } from './suite-owner-dialog.tsx';
import { useEventAccess } from '#shared/session/use-event-access.ts';

type Editing = { owner: SuiteOwner | null } | null;

const searchedTexts = (owner: SuiteOwner) => [
  owner.name,
  owner.company_name,
  owner.email,
  owner.title,
  owner.phone_number,
];

/** The location's suite owners by last name, filtered as one types: add, edit, delete. */
export function SuiteOwnersPanel() {
  const { t } = useTranslation();
  const owners = useSettingsList('suite-owners', ZSuiteOwnersResponse);
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Editing>(null);
  const confirmDelete = useDeleteSettingRow('suite-owners', t('eventSettings.suiteOwners.deleted'));

  return (
    <>
      <SettingsListView
        rows={owners}
        addLabel={t('eventSettings.suiteOwners.add')}
        onAdd={() => setEditing({ owner: null })}
        emptyText={t('eventSettings.suiteOwners.empty')}
        toolbar={
          <TextInput
            aria-label={t('eventSettings.suiteOwners.search')}
            placeholder={t('eventSettings.suiteOwners.searchPlaceholder')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            w={320}
          />
        }
      >
        {(all) => {
          const found = all.filter((owner) => matchesEveryWord(searchedTexts(owner), search));
          if (found.length === 0) {
            return <Text>{t('eventSettings.suiteOwners.noMatch', { search: search.trim() })}</Text>;
          }
          return (
            <Table aria-label={t('eventSettings.suiteOwners.title')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('eventSettings.suiteOwners.columns.name')}</Table.Th>
                  <Table.Th>{t('eventSettings.suiteOwners.columns.company')}</Table.Th>
                  <Table.Th>{t('eventSettings.suiteOwners.columns.email')}</Table.Th>
                  <Table.Th>{t('eventSettings.suiteOwners.columns.phone')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {found.map((owner) => (
                  <OwnerRow
                    key={owner.id}
                    owner={owner}
                    onEdit={() => setEditing({ owner })}
                    onDelete={() => confirmDelete(owner)}
                  />
                ))}
              </Table.Tbody>
            </Table>
          );
        }}
      </SettingsListView>
      {editing && <SuiteOwnerDialog owner={editing.owner} onClose={() => setEditing(null)} />}
    </>
  );
}

interface OwnerRowProps {
  owner: SuiteOwner;
  onEdit: () => void;
  onDelete: () => void;
}

function OwnerRow({ owner, onEdit, onDelete }: OwnerRowProps) {
  const { t } = useTranslation();
  const canConfigure = useEventAccess('configure');
  return (
    <Table.Tr>
      <Table.Td>
        {owner.lastName ? `${owner.lastName}, ${owner.firstName}` : owner.firstName}
      </Table.Td>
      <Table.Td>
        {owner.company_name}
        {owner.title && (
          <Text size="xs" c="dimmed">
            {owner.title}
          </Text>
        )}
      </Table.Td>
      <Table.Td>{owner.email}</Table.Td>
      <Table.Td>{owner.phone_number}</Table.Td>
      <Table.Td>
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          <CalendarLinkActions
            compact
            linkPath={`/catering/suite-owners/${owner.id}/calendar-link`}
            fileName={calendarFileName(owner.name)}
            name={owner.name}
          />
          {canConfigure && (
            <RowActions
              editLabel={t('eventSettings.suiteOwners.edit', { name: owner.name })}
              deleteLabel={t('eventSettings.suiteOwners.delete', { name: owner.name })}
              onEdit={onEdit}
              onDelete={onDelete}
            />
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
