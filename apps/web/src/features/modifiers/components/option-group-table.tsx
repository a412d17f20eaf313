import { Table, VisuallyHidden } from '@mantine/core';
import type { OptionGroup } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { useLocale } from '#i18n/use-locale.ts';
import { localizedName } from '#shared/catalogue/content-languages.ts';
import { SortableRows } from '#shared/catalogue/sortable-rows.tsx';
import { OptionGroupRow } from './option-group-row.tsx';

interface OptionGroupTableProps {
  groups: OptionGroup[];
  /** A row was dropped elsewhere: the ids of `groups` in their new order. */
  onReorder: (ids: number[]) => void;
  onEdit: (group: OptionGroup) => void;
  onDuplicate: (group: OptionGroup) => void;
  onDelete: (group: OptionGroup) => void;
}

/** The modifier groups of one type, in the order guests see them; rows can be dragged. */
export function OptionGroupTable({ groups, onReorder, ...actions }: OptionGroupTableProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const byId = new Map(groups.map((group) => [group.id, group]));

  return (
    <Table.ScrollContainer minWidth={820}>
      <Table highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <VisuallyHidden>{t('modifiers.list.order')}</VisuallyHidden>
            </Table.Th>
            <Table.Th>{t('modifiers.list.name')}</Table.Th>
            <Table.Th style={{ whiteSpace: 'nowrap' }}>{t('modifiers.list.type')}</Table.Th>
            <Table.Th>{t('modifiers.list.required')}</Table.Th>
            <Table.Th>{t('modifiers.list.multiple')}</Table.Th>
            <Table.Th>{t('modifiers.list.limit')}</Table.Th>
            <Table.Th>{t('modifiers.list.options')}</Table.Th>
            <Table.Th style={{ whiteSpace: 'nowrap' }}>{t('modifiers.list.usedBy')}</Table.Th>
            <Table.Th w={48}>
              <VisuallyHidden>{t('actions.moreActions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <SortableRows
            ids={groups.map((group) => group.id)}
            nameOf={(id) => {
              const group = byId.get(id);
              return group ? localizedName(group, locale) : '';
            }}
            onReorder={(ids) => onReorder(ids)}
          >
            {groups.map((group) => (
              <OptionGroupRow
                key={group.id}
                group={group}
                onEdit={() => actions.onEdit(group)}
                onDuplicate={() => actions.onDuplicate(group)}
                onDelete={() => actions.onDelete(group)}
              />
            ))}
          </SortableRows>
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
