import { Button, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useContentLanguages } from '#shared/catalogue/content-languages.ts';
import { SortableRows } from '#shared/catalogue/sortable-rows.tsx';
import { emptyOptionRow, type OptionGroupFormValues } from '../option-group-form.ts';
import { OptionValueRow } from './option-value-row.tsx';

/**
 * The options of the group: one editable row each, in the order guests see them (drag a row's
 * grip, or focus it and use Space and the arrow keys). At least one row stays.
 */
export function OptionValuesTable({ onSelectionChange }: { onSelectionChange: () => void }) {
  const { t } = useTranslation();
  const { secondary } = useContentLanguages();
  const { control, getValues } = useFormContext<OptionGroupFormValues>();
  const { fields, append, remove, move } = useFieldArray({
    control,
    name: 'values',
    keyName: 'rowKey',
  });
  const keys = fields.map((field) => field.rowKey);
  const nameOf = (key: string) => {
    const index = keys.indexOf(key);
    return (
      getValues(`values.${index}.name`) || t('modifiers.options.unnamed', { position: index + 1 })
    );
  };

  return (
    <div>
      <Group justify="space-between" mb="xs">
        <Text fw={600} id="option-values-title">
          {t('modifiers.options.title')}
        </Text>
        <Button
          variant="light"
          size="compact-sm"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => append(emptyOptionRow())}
        >
          {t('modifiers.options.add')}
        </Button>
      </Group>
      <Table.ScrollContainer minWidth={960}>
        <Table aria-labelledby="option-values-title" verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40}>
                <VisuallyHidden>{t('modifiers.options.order')}</VisuallyHidden>
              </Table.Th>
              <Table.Th>{t('modifiers.options.name')}</Table.Th>
              <Table.Th>{t(`modifiers.options.secondaryName.${secondary}`)}</Table.Th>
              <Table.Th w={100}>{t('modifiers.options.calories')}</Table.Th>
              <Table.Th w={110}>{t('modifiers.options.price')}</Table.Th>
              <Table.Th w={120}>{t('modifiers.options.sku')}</Table.Th>
              <Table.Th w={70}>{t('modifiers.options.default')}</Table.Th>
              <Table.Th w={110}>{t('modifiers.options.maxQuantity')}</Table.Th>
              <Table.Th w={40}>
                <VisuallyHidden>{t('actions.delete')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <SortableRows
              ids={keys}
              nameOf={nameOf}
              onReorder={(_, { from, to }) => {
                move(from, to);
                onSelectionChange();
              }}
            >
              {fields.map((field, index) => (
                <OptionValueRow
                  key={field.rowKey}
                  rowKey={field.rowKey}
                  index={index}
                  secondary={secondary}
                  canRemove={fields.length > 1}
                  onRemove={() => {
                    remove(index);
                    onSelectionChange();
                  }}
                  onSelectionChange={onSelectionChange}
                />
              ))}
            </SortableRows>
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </div>
  );
}
