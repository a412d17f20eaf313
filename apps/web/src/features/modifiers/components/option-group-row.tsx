import { Anchor, Table, Text } from '@mantine/core';
import type { OptionGroup } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { useLocale } from '#i18n/use-locale.ts';
import { localizedName } from '#shared/catalogue/content-languages.ts';
import { RowActionsMenu } from '#shared/catalogue/row-actions-menu.tsx';
import { DragHandle, useSortableRow } from '#shared/catalogue/sortable-rows.tsx';

interface OptionGroupRowProps {
  group: OptionGroup;
  onEdit: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
}

/** One modifier group in the list: what guests are asked and how, and where it is used. */
export function OptionGroupRow({ group, onEdit, onDuplicate, onDelete }: OptionGroupRowProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { ref, style, handle } = useSortableRow(group.id);
  const name = localizedName(group, locale);
  const yesNo = (value: boolean) => (value ? t('modifiers.list.yes') : t('modifiers.list.no'));

  return (
    <Table.Tr ref={ref} style={style}>
      <Table.Td>
        <DragHandle label={t('modifiers.reorder.move', { name })} handle={handle} />
      </Table.Td>
      <Table.Td>
        <Anchor component="button" type="button" fw={600} onClick={onEdit} ta="left">
          {name}
        </Anchor>
        {group.values.length > 0 && (
          <Text size="xs" c="dimmed" lineClamp={1}>
            {group.values.map((value) => localizedName(value, locale)).join(', ')}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        {/* Never broken over two lines ("Add-/ons") on narrower screens. */}
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {t(`modifiers.types.${group.type}`)}
        </Text>
      </Table.Td>
      <Table.Td>{yesNo(group.required)}</Table.Td>
      <Table.Td>{yesNo(group.allow_multiple_selection)}</Table.Td>
      <Table.Td>
        {group.allow_multiple_selection ? (group.limit ?? t('modifiers.list.noLimit')) : 1}
      </Table.Td>
      <Table.Td>{group.values.length}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        {t('modifiers.list.itemCount', { count: group.item_count })}
      </Table.Td>
      <Table.Td>
        <RowActionsMenu
          label={t('modifiers.list.actionsFor', { name })}
          onEdit={onEdit}
          onDuplicate={onDuplicate}
          onDelete={onDelete}
        />
      </Table.Td>
    </Table.Tr>
  );
}
