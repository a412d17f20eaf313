import { useEffect, useState } from 'react';
import { Box, Button, Group, Stack, Fieldset } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { ZCreateItemRequest, type CreateItemRequest, type Item } from '@app/domain';
import { FormProvider, type Path, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '#lib/api/api-error.ts';
import { notifyError, notifySuccess } from '#lib/notify.ts';
import { notifyCatalogueError } from '#shared/catalogue/catalogue-errors.ts';
import { useContentLanguages } from '#shared/catalogue/content-languages.ts';
import { useLocalizedForm } from '#shared/forms/use-localized-form.ts';
import { useUnsavedChanges } from '#shared/hooks/use-unsaved-changes.tsx';
import { uploadItemImage } from '../api/item-actions.ts';
import type { ItemParent } from '../api/item-paths.ts';
import { useCreateItem, useUpdateItem } from '../api/save-item.ts';
import { PriceScheduleField } from '../schedule/price-schedule-field.tsx';
import { AccountingFields } from './fields/accounting-fields.tsx';
import { DietaryFields } from './fields/dietary-fields.tsx';
import { FlagFields } from './fields/flag-fields.tsx';
import { GeneralFields } from './fields/general-fields.tsx';
import { ModifierGroupsField } from './fields/modifier-groups-field.tsx';
import { NutritionFields } from './fields/nutrition-fields.tsx';
import { PriceFields } from './fields/price-fields.tsx';
import { itemFormValues, itemRequest, type ItemFormValues } from './item-form-values.ts';
import { useItemImage } from './use-item-image.ts';

interface ItemEditorFormProps {
  parent: ItemParent;
  /** null creates a new item. */
  item: Item | null;
  /** Reports whether there are unsaved changes (the drawer asks before closing). */
  onDirtyChange: (dirty: boolean) => void;
  onSaved: (item: Item) => void;
  onCancel: () => void;
}

/** Every field of an item, validated by the domain's `ZCreateItemRequest`. */
export function ItemEditorForm({
  parent,
  item,
  onDirtyChange,
  onSaved,
  onCancel,
}: ItemEditorFormProps) {
  const { t } = useTranslation();
  const languages = useContentLanguages();
  const form = useLocalizedForm<ItemFormValues, CreateItemRequest>(
    // The form keeps numbers as typed text; the domain schema reads them (its input takes text).
    (error) =>
      zodResolver(ZCreateItemRequest, { error }) as unknown as Resolver<
        ItemFormValues,
        unknown,
        CreateItemRequest
      >,
    { defaultValues: itemFormValues(item, languages) },
  );
  const image = useItemImage(parent, item);
  const create = useCreateItem(parent);
  const update = useUpdateItem(parent);
  const [saving, setSaving] = useState<'publish' | 'draft' | null>(null);
  const dirty = form.formState.isDirty || image.pendingBlob !== null;

  useUnsavedChanges(dirty && saving === null);
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const save = (published: boolean) =>
    form.handleSubmit(
      async (values) => {
        const body = itemRequest(values, published);
        setSaving(published ? 'publish' : 'draft');
        try {
          const saved = item
            ? await update.mutateAsync({ itemId: item.id, body })
            : await create.mutateAsync(body);
          if (image.pendingBlob) {
            await uploadItemImage(parent, saved.id, image.pendingBlob).catch((error: unknown) =>
              notifyCatalogueError(error, 'update', 'image'),
            );
          }
          notifySuccess(
            t(published ? 'items.toasts.saved' : 'items.toasts.savedDraft', { name: saved.name }),
          );
          onSaved(saved);
        } catch (error) {
          // The failure is already reported; put the server's field messages on the fields.
          if (isApiError(error)) {
            for (const [path, message] of Object.entries(error.fields)) {
              form.setError(path as Path<ItemFormValues>, { message });
            }
          }
          setSaving(null);
        }
      },
      () => notifyError(t('items.editor.invalid')),
    )();

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save(true);
        }}
      >
        <Stack gap="md">
          <GeneralFields image={{ value: image.value, onUpload: image.onUpload }} />
          <PriceFields />
          <Fieldset legend={t('items.editor.groups.schedule')}>
            <PriceScheduleField />
          </Fieldset>
          <DietaryFields />
          <NutritionFields />
          <ModifierGroupsField />
          <FlagFields />
          <AccountingFields />
        </Stack>
        <Box
          pos="sticky"
          bottom={0}
          py="sm"
          mt="md"
          bg="var(--mantine-color-body)"
          style={{ borderTop: '1px solid var(--mantine-color-default-border)', zIndex: 3 }}
        >
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel} disabled={saving !== null}>
              {t('actions.cancel')}
            </Button>
            <Button
              variant="light"
              onClick={() => void save(false)}
              loading={saving === 'draft'}
              disabled={saving === 'publish'}
            >
              {t('actions.saveDraft')}
            </Button>
            <Button type="submit" loading={saving === 'publish'} disabled={saving === 'draft'}>
              {t('actions.save')}
            </Button>
          </Group>
        </Box>
      </form>
    </FormProvider>
  );
}
