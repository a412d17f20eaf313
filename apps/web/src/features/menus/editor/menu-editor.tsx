import { useEffect, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Menu } from '@app/domain';
import { FormProvider } from 'react-hook-form';
import type { Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocale } from '#i18n/use-locale.ts';
import { isApiError } from '#lib/api/api-error.ts';
import { notifySuccess } from '#lib/notify.ts';
import { notifyCatalogueError } from '#shared/catalogue/catalogue-errors.ts';
import { localizedName } from '#shared/catalogue/content-languages.ts';
import { ImageUploadField } from '#shared/catalogue/image-upload-field.tsx';
import { SecondaryLanguageFields } from '#shared/catalogue/secondary-language-fields.tsx';
import { useCatalogueMutation } from '#shared/catalogue/use-catalogue-mutation.ts';
import { useLocalizedForm } from '#shared/forms/use-localized-form.ts';
import { createMenu, updateMenu, uploadMenuImage } from '../api/menu-calls.ts';
import { AccessFields } from './access-fields.tsx';
import { EditorDrawer } from './editor-drawer.tsx';
import { EditorSection } from './editor-section.tsx';
import { GeneralFields } from './general-fields.tsx';
import { HoursFields } from './hours-fields.tsx';
import {
  menuFormValues,
  menuRequestBody,
  ZMenuForm,
  type MenuFormOutput,
  type MenuFormValues,
} from './menu-form-values.ts';
import { OrderingFields } from './ordering-fields.tsx';

interface MenuEditorProps {
  /** The menu to edit; none to create one. */
  menu?: Menu;
  onClose: () => void;
}

/** A picture chosen before the menu exists: sent once the menu is created. */
function usePendingImage() {
  const [file, setFile] = useState<Blob | null>(null);
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  return {
    file,
    url,
    set: async (blob: Blob) => {
      setFile(blob);
      setUrl(URL.createObjectURL(blob));
    },
  };
}

/**
 * Creates or edits a menu (spec part 1 §2 "Menu editor"): every field of the menu with its
 * availability, sent in one call; "Save" publishes, "Save draft" keeps it a draft. A picture
 * chosen for a new menu is uploaded right after the menu is created.
 */
export function MenuEditor({ menu, onClose }: MenuEditorProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const pending = usePendingImage();
  const form = useLocalizedForm<MenuFormValues, MenuFormOutput>(
    // The form holds raw input (e.g. '' for an empty number); the schema's output is what is sent.
    (error) =>
      zodResolver(ZMenuForm, { error }) as unknown as Resolver<
        MenuFormValues,
        unknown,
        MenuFormOutput
      >,
    { defaultValues: menuFormValues(menu) },
  );

  const save = useCatalogueMutation({
    mutationFn: async ({ values, published }: { values: MenuFormOutput; published: boolean }) => {
      const body = menuRequestBody(values, published);
      if (menu) return updateMenu(menu.id, body);
      const created = await createMenu(body);
      if (pending.file) {
        // The menu exists either way; a failed picture is reported but does not undo it.
        await uploadMenuImage(created.id, pending.file).catch((error: unknown) =>
          notifyCatalogueError(error, 'save', 'image'),
        );
      }
      return created;
    },
    action: menu ? 'update' : 'create',
    object: 'menu',
    onSuccess: (saved) => {
      notifySuccess(
        t(saved.published ? 'menus.toasts.saved' : 'menus.toasts.savedDraft', { name: saved.name }),
      );
      onClose();
    },
  });

  const upload = useCatalogueMutation({
    mutationFn: (file: Blob) => uploadMenuImage(menu?.id ?? 0, file),
    action: 'save',
    object: 'image',
  });

  const submit = (published: boolean) =>
    form.handleSubmit((values) =>
      save.mutate(
        { values, published },
        {
          // Field messages of a refused save land on their fields.
          onError: (error) => {
            if (!isApiError(error)) return;
            for (const [field, message] of Object.entries(error.fields)) {
              if (field in values) form.setError(field as keyof MenuFormValues, { message });
            }
          },
        },
      ),
    );

  return (
    <EditorDrawer
      title={
        menu
          ? t('menus.editor.editTitle', { name: localizedName(menu, locale) })
          : t('menus.editor.createTitle')
      }
      isDirty={form.formState.isDirty && !save.isSuccess}
      saving={save.isPending}
      onClose={onClose}
      onSubmit={(published) => (event) => void submit(published)(event)}
    >
      <FormProvider {...form}>
        <EditorSection title={t('menus.editor.sections.general')}>
          <GeneralFields storedType={menu?.type} />
          <ImageUploadField
            label={t('menus.editor.image')}
            value={menu ? menu.image : pending.url}
            onUpload={menu ? (file) => upload.mutateAsync(file) : pending.set}
          />
        </EditorSection>
        <EditorSection
          title={t('menus.editor.sections.hours')}
          description={t('menus.editor.sections.hoursHelp')}
        >
          <HoursFields />
        </EditorSection>
        <EditorSection title={t('menus.editor.sections.ordering')}>
          <OrderingFields />
        </EditorSection>
        <EditorSection title={t('menus.editor.sections.access')}>
          <AccessFields />
        </EditorSection>
        <SecondaryLanguageFields control={form.control} fields={['name', 'description']} />
      </FormProvider>
    </EditorDrawer>
  );
}
