import { ActionIcon, Checkbox, NumberInput, Table, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { CATALOGUE_NAME_MAX_LENGTH } from '@app/domain';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DragHandle, useSortableRow } from '#shared/catalogue/sortable-rows.tsx';
import { MoneyNumberInput } from '#shared/forms/money-number-input.tsx';
import type { OptionGroupFormValues } from '../option-group-form.ts';

interface OptionValueRowProps {
  /** react-hook-form's key of the row (stable while rows move). */
  rowKey: string;
  index: number;
  /** The secondary content language (`localization.<secondary>.name`). */
  secondary: 'en' | 'fr';
  canRemove: boolean;
  onRemove: () => void;
  /** A default, a default quantity or a maximum changed: the selection maximum applies. */
  onSelectionChange: () => void;
}

/** One option of the group: its fields in a table row, draggable by its grip. */
export function OptionValueRow({
  rowKey,
  index,
  secondary,
  canRemove,
  onRemove,
  onSelectionChange,
}: OptionValueRowProps) {
  const { t } = useTranslation();
  const { register, control, formState, getValues, setValue } =
    useFormContext<OptionGroupFormValues>();
  const { ref, style, handle } = useSortableRow(rowKey);
  const errors = formState.errors.values?.[index];
  const position = index + 1;
  const name = getValues(`values.${index}.name`) || t('modifiers.options.unnamed', { position });
  const label = (field: string) => t('modifiers.options.cellLabel', { field, position });

  return (
    <Table.Tr ref={ref} style={style}>
      <Table.Td>
        <DragHandle label={t('modifiers.options.move', { name })} handle={handle} />
      </Table.Td>
      <Table.Td>
        <TextInput
          aria-label={label(t('modifiers.options.name'))}
          withAsterisk
          maxLength={CATALOGUE_NAME_MAX_LENGTH}
          error={errors?.name?.message}
          {...register(`values.${index}.name`)}
        />
      </Table.Td>
      <Table.Td>
        <TextInput
          aria-label={label(t(`modifiers.options.secondaryName.${secondary}`))}
          maxLength={CATALOGUE_NAME_MAX_LENGTH}
          {...register(`values.${index}.localization.${secondary}.name`)}
        />
      </Table.Td>
      <Table.Td>
        <Controller
          control={control}
          name={`values.${index}.calories`}
          render={({ field, fieldState }) => (
            <NumberInput
              aria-label={label(t('modifiers.options.calories'))}
              min={0}
              allowDecimal={false}
              allowNegative={false}
              hideControls
              error={fieldState.error?.message}
              {...field}
            />
          )}
        />
      </Table.Td>
      <Table.Td>
        <Controller
          control={control}
          name={`values.${index}.price`}
          render={({ field, fieldState }) => (
            <MoneyNumberInput
              aria-label={label(t('modifiers.options.price'))}
              fixedDecimalScale
              error={fieldState.error?.message}
              {...field}
            />
          )}
        />
      </Table.Td>
      <Table.Td>
        <TextInput
          aria-label={label(t('modifiers.options.sku'))}
          error={errors?.sku?.message}
          {...register(`values.${index}.sku`)}
        />
      </Table.Td>
      <Table.Td>
        <Controller
          control={control}
          name={`values.${index}.default_selection`}
          render={({ field }) => (
            <Checkbox
              aria-label={label(t('modifiers.options.default'))}
              checked={field.value}
              onChange={(event) => {
                const checked = event.currentTarget.checked;
                // One choice only: the new default replaces the old one, as a radio would.
                if (checked && !getValues('allow_multiple_selection')) {
                  getValues('values').forEach((row, other) => {
                    if (other !== index && row.default_selection)
                      setValue(`values.${other}.default_selection`, false, { shouldDirty: true });
                  });
                }
                field.onChange(checked);
                onSelectionChange();
              }}
              onBlur={field.onBlur}
              ref={field.ref}
            />
          )}
        />
      </Table.Td>
      <Table.Td>
        <Controller
          control={control}
          name={`values.${index}.max_quantity`}
          render={({ field, fieldState }) => (
            <NumberInput
              aria-label={label(t('modifiers.options.maxQuantity'))}
              min={1}
              allowDecimal={false}
              allowNegative={false}
              error={fieldState.error?.message}
              {...field}
              onChange={field.onChange}
              onBlur={() => {
                field.onBlur();
                onSelectionChange();
              }}
            />
          )}
        />
      </Table.Td>
      <Table.Td>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={t('modifiers.options.remove', { name })}
          disabled={!canRemove}
          onClick={onRemove}
        >
          <IconTrash size={16} aria-hidden />
        </ActionIcon>
      </Table.Td>
    </Table.Tr>
  );
}
