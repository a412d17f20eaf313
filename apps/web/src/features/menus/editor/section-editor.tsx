import { zodResolver } from '@hookform/resolvers/zod';
import type { Section } from '@app/domain';
import type { Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '#lib/notify.ts';
import { useLocale } from '#i18n/use-locale.ts';
import { localizedName } from '#shared/catalogue/content-languages.ts';
import { DescriptionField, NameField } from '#shared/catalogue/name-description-fields.tsx';
import { SecondaryLanguageFields } from '#shared/catalogue/secondary-language-fields.tsx';
import { useCatalogueMutation } from '#shared/catalogue/use-catalogue-mutation.ts';
import { useLocalizedForm } from '#shared/forms/use-localized-form.ts';
import { createSection, updateSection } from '../api/menu-calls.ts';
import { EditorDrawer } from './editor-drawer.tsx';
import {
  sectionFormValues,
  sectionRequestBody,
  ZSectionForm,
  type SectionFormOutput,
  type SectionFormValues,
} from './section-form-values.ts';

interface SectionEditorProps {
  menuId: number;
  /** The section to edit; none to add one to the menu. */
  section?: Section;
  onClose: () => void;
}

/** Adds or edits a section (spec part 1 §2 "Section editor"): name, description, draft or not. */
export function SectionEditor({ menuId, section, onClose }: SectionEditorProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const form = useLocalizedForm<SectionFormValues, SectionFormOutput>(
    // The form holds raw input (e.g. '' for an empty number); the schema's output is what is sent.
    (error) =>
      zodResolver(ZSectionForm, { error }) as unknown as Resolver<
        SectionFormValues,
        unknown,
        SectionFormOutput
      >,
    { defaultValues: sectionFormValues(section) },
  );
  const save = useCatalogueMutation({
    mutationFn: ({ values, published }: { values: SectionFormOutput; published: boolean }) => {
      const body = sectionRequestBody(values, published);
      return section ? updateSection(menuId, section.id, body) : createSection(menuId, body);
    },
    action: section ? 'update' : 'create',
    object: 'section',
    onSuccess: (saved) => {
      notifySuccess(
        t(saved.published ? 'menus.toasts.saved' : 'menus.toasts.savedDraft', { name: saved.name }),
      );
      onClose();
    },
  });

  const submit = (published: boolean) =>
    form.handleSubmit((values) => save.mutate({ values, published }));

  return (
    <EditorDrawer
      title={
        section
          ? t('menus.sectionEditor.editTitle', { name: localizedName(section, locale) })
          : t('menus.sectionEditor.createTitle')
      }
      isDirty={form.formState.isDirty && !save.isSuccess}
      saving={save.isPending}
      onClose={onClose}
      onSubmit={(published) => (event) => void submit(published)(event)}
    >
      <NameField control={form.control} autoFocus />
      <DescriptionField control={form.control} />
      <SecondaryLanguageFields control={form.control} fields={['name', 'description']} />
    </EditorDrawer>
  );
}
