import { useState } from 'react';
import {
  Button,
  Group,
  Modal,
  NumberInput,
  Radio,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';
import { optionGroupTypes, type OptionGroup, type OptionGroupType } from '@app/domain';
import { Controller, FormProvider, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '#lib/notify.ts';
import { useLocale } from '#i18n/use-locale.ts';
import { localizedName, useContentLanguages } from '#shared/catalogue/content-languages.ts';
import { DescriptionField } from '#shared/catalogue/name-description-fields.tsx';
import { SecondaryLanguageFields } from '#shared/catalogue/secondary-language-fields.tsx';
import { useLocalizedForm } from '#shared/forms/use-localized-form.ts';
import { confirmDiscard, useUnsavedChanges } from '#shared/hooks/use-unsaved-changes.tsx';
import { useCreateOptionGroup } from '../api/create-option-group.ts';
import { useUpdateOptionGroup } from '../api/update-option-group.ts';
import { fitRowsToLimit, type LimitAdjustment } from '../fit-rows-to-limit.ts';
import {
  optionGroupResolver,
  optionGroupToForm,
  toOptionGroupRequest,
  type OptionGroupFormValues,
} from '../option-group-form.ts';
import { LimitNotice } from './limit-notice.tsx';
import { OptionValuesTable } from './option-values-table.tsx';

/** The group's on/off settings, in the order they are shown. */
const switches = [
  { name: 'required', label: 'modifiers.fields.required' },
  { name: 'allow_multiple_selection', label: 'modifiers.fields.multiple' },
  { name: 'custom_quantities', label: 'modifiers.fields.customQuantities' },
] as const;

interface OptionGroupEditorProps {
  /** The group to edit; a new group when absent. */
  group?: OptionGroup;
  /** The type of a new group (the tab the user is on). */
  defaultType?: OptionGroupType;
  onClose: () => void;
}

/**
 * The modifier group editor (spec part 1 §2): the group's settings and its options. The selection
 * maximum applies live (domain `fitOptionsToLimit`): defaults and quantities over it are lowered
 * and the user is told which. Closing with unsaved changes asks first.
 */
export function OptionGroupEditor({ group, defaultType, onClose }: OptionGroupEditorProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { secondary } = useContentLanguages();
  const create = useCreateOptionGroup();
  const update = useUpdateOptionGroup();
  const form = useLocalizedForm(optionGroupResolver, {
    defaultValues: optionGroupToForm(group, defaultType ?? 'addons', secondary),
  });
  const { register, control, formState, getValues, setValue } = form;
  const { errors, isDirty } = formState;
  const multiple = useWatch({ control, name: 'allow_multiple_selection' });
  const [adjustments, setAdjustments] = useState<LimitAdjustment[]>([]);
  const [adjustedNames, setAdjustedNames] = useState<string[]>([]);
  useUnsavedChanges(isDirty);

  /** Applies the selection maximum to the options; tells the user when it changed something. */
  const applyLimit = () => {
    const values = getValues();
    const { changes, adjustments: made } = fitRowsToLimit(values.values, values);
    for (const [index, change] of changes) {
      for (const [field, value] of Object.entries(change)) {
        setValue(`values.${index}.${field as 'quantity'}`, value as number | null, {
          shouldDirty: true,
        });
      }
    }
    if (made.length === 0) return;
    setAdjustments(made);
    setAdjustedNames(
      values.values.map(
        (row, index) => row.name || t('modifiers.options.unnamed', { position: index + 1 }),
      ),
    );
  };

  const close = () => {
    if (!isDirty) return onClose();
    confirmDiscard(onClose);
  };

  const onSubmit = form.handleSubmit((parsed) => {
    const body = toOptionGroupRequest(parsed);
    const done = () => {
      notifySuccess(t(group ? 'modifiers.editor.updated' : 'modifiers.editor.created'));
      onClose();
    };
    if (group) update.mutate({ id: group.id, body }, { onSuccess: done });
    else create.mutate(body, { onSuccess: done });
  });

  return (
    <Modal
      opened
      onClose={close}
      size="min(1200px, 96vw)"
      title={
        group
          ? t('modifiers.editor.editTitle', { name: localizedName(group, locale) })
          : t('modifiers.editor.createTitle')
      }
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      <FormProvider {...form}>
        <form onSubmit={(event) => void onSubmit(event)} noValidate>
          <Stack gap="md">
            <TextInput
              label={t('modifiers.fields.name')}
              description={t('modifiers.fields.nameHelp')}
              withAsterisk
              data-autofocus
              error={errors.name?.message}
              {...register('name')}
            />
            <Controller
              control={control}
              name="type"
              render={({ field }) => (
                <Radio.Group label={t('modifiers.fields.type')} {...field}>
                  <Group mt={4}>
                    {optionGroupTypes.map((type) => (
                      <Radio key={type} value={type} label={t(`modifiers.types.${type}`)} />
                    ))}
                  </Group>
                </Radio.Group>
              )}
            />
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              {switches.map(({ name, label }) => (
                <Controller
                  key={name}
                  control={control}
                  name={name}
                  render={({ field }) => (
                    <Switch
                      label={t(label)}
                      checked={field.value}
                      onChange={(event) => {
                        field.onChange(event.currentTarget.checked);
                        // Single choice allows one default only: the maximum applies at once.
                        if (name === 'allow_multiple_selection') applyLimit();
                      }}
                      onBlur={field.onBlur}
                      ref={field.ref}
                    />
                  )}
                />
              ))}
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Controller
                control={control}
                name="limit"
                render={({ field, fieldState }) => (
                  <NumberInput
                    label={t('modifiers.fields.limit')}
                    description={
                      multiple ? t('modifiers.fields.limitHelp') : t('modifiers.fields.limitSingle')
                    }
                    placeholder={multiple ? t('modifiers.fields.noLimit') : '1'}
                    disabled={!multiple}
                    min={1}
                    allowDecimal={false}
                    allowNegative={false}
                    error={fieldState.error?.message}
                    {...field}
                    onBlur={() => {
                      field.onBlur();
                      applyLimit();
                    }}
                  />
                )}
              />
              <TextInput
                label={t('modifiers.fields.sku')}
                error={errors.sku?.message}
                {...register('sku')}
              />
            </SimpleGrid>
            <DescriptionField control={control} />
            <SecondaryLanguageFields
              // The shared block reads and writes values only; the resolver's output type is
              // irrelevant to it.
              control={control as unknown as Control<OptionGroupFormValues>}
              fields={['name', 'description']}
            />
            <LimitNotice
              adjustments={adjustments}
              nameOf={(index) => adjustedNames[index] ?? ''}
              onClose={() => setAdjustments([])}
            />
            <OptionValuesTable onSelectionChange={applyLimit} />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('actions.cancel')}
              </Button>
              <Button type="submit" loading={create.isPending || update.isPending}>
                {t('actions.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </FormProvider>
    </Modal>
  );
}
