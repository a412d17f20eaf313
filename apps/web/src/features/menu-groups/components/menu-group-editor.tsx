import { useEffect, useState } from 'react';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { CATALOGUE_NAME_MAX_LENGTH, nameKey, type MenuGroup, type MenuSummary } from '@app/domain';
import { errorMessage } from '#i18n/error-messages.ts';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocale } from '#i18n/use-locale.ts';
import { isApiError } from '#lib/api/api-error.ts';
import { notifyError, notifySuccess } from '#lib/notify.ts';
import {
  cleanLocalization,
  localizedName,
  useContentLanguages,
} from '#shared/catalogue/content-languages.ts';
import { ImageUploadField } from '#shared/catalogue/image-upload-field.tsx';
import { SecondaryLanguageFields } from '#shared/catalogue/secondary-language-fields.tsx';
import { useLocalizedForm } from '#shared/forms/use-localized-form.ts';
import { confirmDiscard, useUnsavedChanges } from '#shared/hooks/use-unsaved-changes.tsx';
import { useCreateMenuGroup, useUpdateMenuGroup } from '../api/save-menu-group.ts';
import { useUploadMenuGroupImage } from '../api/upload-menu-group-image.ts';
import {
  menuGroupResolver,
  menuGroupToForm,
  type MenuGroupFormValues,
} from '../menu-group-form.ts';
import { MenuChoiceList } from './menu-choice-list.tsx';

interface MenuGroupEditorProps {
  /** The group to edit; a new group when absent. */
  group?: MenuGroup;
  groups: MenuGroup[];
  menus: MenuSummary[];
  onClose: () => void;
}

/**
 * Creates or edits a menu group: its name (and secondary-language name), image and menus. The
 * image of an existing group is uploaded at once; a new group's waits for the group to exist.
 */
export function MenuGroupEditor({ group, groups, menus, onClose }: MenuGroupEditorProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { secondary } = useContentLanguages();
  const create = useCreateMenuGroup();
  const update = useUpdateMenuGroup();
  const uploadImage = useUploadMenuGroupImage();
  const [pendingImage, setPendingImage] = useState<{ file: Blob; url: string } | null>(null);
  const form = useLocalizedForm(menuGroupResolver, {
    defaultValues: menuGroupToForm(group, secondary),
  });
  const { errors, isDirty } = form.formState;
  const unsaved = isDirty || pendingImage !== null;
  useUnsavedChanges(unsaved);
  useEffect(
    () => () => void (pendingImage && URL.revokeObjectURL(pendingImage.url)),
    [pendingImage],
  );

  const close = () => {
    if (!unsaved) return onClose();
    confirmDiscard(onClose);
  };

  const onUpload = async (file: Blob) => {
    if (group) return uploadImage(group.id, file);
    setPendingImage({ file, url: URL.createObjectURL(file) });
  };

  /** The server's rule, said on the name field: another group of the location has the name. */
  const nameTaken = (name: string) =>
    form.setError('name', { message: errorMessage('menu_group_name_taken', locale, { name }) });
  const onError = (error: unknown) => {
    if (isApiError(error) && error.code === 'menu_group_name_taken') {
      form.setError('name', { message: error.serverMessage });
    }
  };

  const onSubmit = form.handleSubmit((parsed) => {
    const taken = groups.find(
      (other) => other.id !== group?.id && nameKey(other.name) === nameKey(parsed.name),
    );
    if (taken) return nameTaken(taken.name);
    const body = { ...parsed, localization: cleanLocalization(parsed.localization) };
    const done = (saved: MenuGroup) => {
      notifySuccess(
        t(group ? 'menuGroups.editor.updated' : 'menuGroups.editor.created', { name: saved.name }),
      );
      onClose();
    };
    if (group) {
      update.mutate({ id: group.id, body }, { onSuccess: done, onError });
      return;
    }
    create.mutate(body, {
      onError,
      onSuccess: (created) => {
        if (!pendingImage) return done(created);
        // The group exists whatever happens to its picture; a failed upload is said, not undone.
        uploadImage(created.id, pendingImage.file)
          .catch(() => notifyError(errorMessage('image_unreadable', locale)))
          .finally(() => done(created));
      },
    });
  });

  return (
    <Modal
      opened
      onClose={close}
      size="lg"
      title={
        group
          ? t('menuGroups.editor.editTitle', { name: localizedName(group, locale) })
          : t('menuGroups.editor.createTitle')
      }
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('menuGroups.fields.name')}
            withAsterisk
            data-autofocus
            maxLength={CATALOGUE_NAME_MAX_LENGTH}
            error={errors.name?.message}
            {...form.register('name')}
          />
          <SecondaryLanguageFields
            // The shared block only reads and writes values; the resolver's output type is
            // irrelevant to it.
            control={form.control as unknown as Control<MenuGroupFormValues>}
            fields={['name']}
          />
          <ImageUploadField
            label={t('menuGroups.fields.image')}
            value={pendingImage?.url ?? group?.image ?? null}
            onUpload={onUpload}
          />
          <Controller
            control={form.control}
            name="menus"
            render={({ field }) => (
              <MenuChoiceList
                menus={menus}
                groups={groups}
                groupId={group?.id}
                value={field.value}
                onChange={field.onChange}
              />
            )}
          />
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
    </Modal>
  );
}
