import { Group, MultiSelect, NumberInput, Select, Stack, Text, Textarea } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { Controller, type Control, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  EVENT_SUITE_EQUIPMENT_QUANTITY_MAX,
  EVENT_SUITE_GUESTS_MAX,
  EVENT_SUITE_TEXT_MAX_LENGTH,
} from '@app/domain';
import { useLocale } from '#i18n/use-locale.ts';
import { localizedName } from '#shared/catalogue/content-languages.ts';
import type { SuiteChoices } from '../api/suite-choices.ts';

export interface SuiteFieldsProps {
  /** The form's control (either suite form); fields are named `{prefix}{field}`. */
  control: Control<FieldValues>;
  prefix: string;
  choices: SuiteChoices;
  /** In a table row: labels hidden, named after the suite for assistive technology. */
  suiteName?: string;
  /** Called when the user changes a field (the bulk form ticks the row). */
  onEdited?: () => void;
}

type Wrap = (field: ReactNode, key: string) => ReactNode;
const asIs: Wrap = (field, key) => <Fragment key={key}>{field}</Fragment>;

function useFieldLabel(suiteName: string | undefined) {
  const { t } = useTranslation();
  return (field: 'owner' | 'menus' | 'guests') => {
    const label = t(`eventSuites.fields.${field}`);
    return suiteName
      ? { 'aria-label': t('eventSuites.fieldOf', { field: label, suite: suiteName }) }
      : { label };
  };
}

const toNumber = (value: string | number) => (typeof value === 'number' ? value : null);

/** Owner, pre-order menus and guaranteed guests: the fields a table row shows. */
export function SuiteMainFields({
  control,
  prefix,
  choices,
  suiteName,
  onEdited,
  wrap = asIs,
}: SuiteFieldsProps & { wrap?: Wrap }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const labelOf = useFieldLabel(suiteName);
  const edited =
    <T,>(onChange: (value: T) => void) =>
    (value: T) => {
      onChange(value);
      onEdited?.();
    };
  const owners = choices.owners.map((owner) => ({
    value: String(owner.id),
    label: owner.company_name ? `${owner.name} (${owner.company_name})` : owner.name,
  }));
  const menus = choices.menus.map((menu) => ({
    value: String(menu.id),
    label: localizedName(menu, locale),
  }));
  return (
    <>
      {wrap(
        <Controller
          control={control}
          name={`${prefix}suite_owner_id`}
          render={({ field, fieldState }) => (
            <Select
              {...labelOf('owner')}
              placeholder={t('eventSuites.fields.ownerPlaceholder')}
              data={owners}
              searchable
              clearable
              value={field.value === null ? null : String(field.value)}
              onChange={edited((value: string | null) =>
                field.onChange(value ? Number(value) : null),
              )}
              error={fieldState.error?.message}
            />
          )}
        />,
        'owner',
      )}
      {wrap(
        <Controller
          control={control}
          name={`${prefix}menu_ids`}
          render={({ field, fieldState }) => (
            <MultiSelect
              {...labelOf('menus')}
              placeholder={t('eventSuites.fields.menusPlaceholder')}
              data={menus}
              searchable
              value={(field.value as number[]).map(String)}
              onChange={edited((value: string[]) => field.onChange(value.map(Number)))}
              error={fieldState.error?.message}
            />
          )}
        />,
        'menus',
      )}
      {wrap(
        <Controller
          control={control}
          name={`${prefix}guaranteed_guest_count`}
          render={({ field, fieldState }) => (
            <NumberInput
              {...labelOf('guests')}
              min={1}
              max={EVENT_SUITE_GUESTS_MAX}
              allowDecimal={false}
              allowNegative={false}
              value={(field.value as number | null) ?? ''}
              onChange={edited((value: string | number) => field.onChange(toNumber(value)))}
              error={fieldState.error?.message}
            />
          )}
        />,
        'guests',
      )}
    </>
  );
}

/** Equipment with quantities and the three notes: a row's details, or the rest of the form. */
export function SuiteDetailFields({ control, prefix, choices, onEdited }: SuiteFieldsProps) {
  const { t } = useTranslation();
  const note = (name: string, label: string) => (
    <Controller
      control={control}
      name={`${prefix}${name}`}
      render={({ field, fieldState }) => (
        <Textarea
          label={label}
          autosize
          minRows={2}
          maxLength={EVENT_SUITE_TEXT_MAX_LENGTH}
          value={field.value as string}
          onChange={(event) => {
            field.onChange(event.currentTarget.value);
            onEdited?.();
          }}
          error={fieldState.error?.message}
        />
      )}
    />
  );
  return (
    <Stack gap="sm">
      <div>
        <Text fw={500} size="sm">
          {t('eventSuites.fields.equipment')}
        </Text>
        {choices.equipment.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('eventSuites.fields.noEquipment')}
          </Text>
        ) : (
          <>
            <Text size="xs" c="dimmed" mb={4}>
              {t('eventSuites.fields.equipmentHint')}
            </Text>
            <Group gap="sm" align="flex-start">
              {choices.equipment.map((entry, index) => (
                <Controller
                  key={entry.id}
                  control={control}
                  name={`${prefix}equipment.${index}.quantity`}
                  render={({ field, fieldState }) => (
                    <NumberInput
                      label={entry.name}
                      aria-label={t('eventSuites.fields.quantityOf', { name: entry.name })}
                      w={140}
                      min={1}
                      max={EVENT_SUITE_EQUIPMENT_QUANTITY_MAX}
                      allowDecimal={false}
                      allowNegative={false}
                      value={(field.value as number | null) ?? ''}
                      onChange={(value) => {
                        field.onChange(toNumber(value));
                        onEdited?.();
                      }}
                      error={fieldState.error?.message}
                    />
                  )}
                />
              ))}
            </Group>
          </>
        )}
      </div>
      {note('dietary_restrictions', t('eventSuites.fields.dietary'))}
      {note('special_requirements', t('eventSuites.fields.special'))}
      {note('pre_order_additional_notes', t('eventSuites.fields.notes'))}
    </Stack>
  );
}
