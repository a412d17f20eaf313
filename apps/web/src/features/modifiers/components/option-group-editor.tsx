import { Button, Group, Modal, Stack } from '@mantine/core';
import type { OptionGroup, OptionGroupType } from '@app/domain';
import { FormProvider, type Control } from 'react-hook-form';
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
import {
  optionGroupResolver,
  optionGroupToForm,
  toOptionGroupRequest,
  type OptionGroupFormValues,
} from '../option-group-form.ts';
import { useLimitAdjustments } from '../use-limit-adjustments.ts';
import { LimitNotice } from './limit-notice.tsx';
import { OptionGroupSettings } from './option-group-settings.tsx';
import { OptionValuesTable } from './option-values-table.tsx';

interface OptionGroupEditorProps {
  /** The group to edit; a new group when absent. */
  group?: OptionGroup;
  /** The type of a new group (the tab the user is on). */
  defaultType?: OptionGroupType;
  onClose: () => void;
}

/**
 * The modifier group editor (spec part 1 §2): the group's settings and its options. The selection
 * maximum applies live (`useLimitAdjustments`): defaults and quantities over it are lowered and
 * the user is told which. Closing with unsaved changes asks first.
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
  const { isDirty } = form.formState;
  const limits = useLimitAdjustments(form);
  useUnsavedChanges(isDirty);

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
            <OptionGroupSettings onLimitChange={limits.applyLimit} />
            <DescriptionField control={form.control} />
            <SecondaryLanguageFields
              // The shared block reads and writes values only; the resolver's output type is
              // irrelevant to it.
              control={form.control as unknown as Control<OptionGroupFormValues>}
              fields={['name', 'description']}
            />
            <LimitNotice
              adjustments={limits.adjustments}
              nameOf={limits.nameOf}
              onClose={limits.dismiss}
            />
            <OptionValuesTable onSelectionChange={limits.applyLimit} />
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
