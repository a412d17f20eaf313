import { useEffect } from 'react';
import { Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useFieldArray, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ZMarketplaceLocationsRequest, type MarketplaceLocation } from '@app/domain';
import { notifyError, notifySuccess } from '#lib/notify.ts';
import { SortableRows } from '#shared/catalogue/sortable-rows.tsx';
import { showServerFieldErrors } from '#shared/forms/server-field-errors.ts';
import { useLocalizedForm } from '#shared/forms/use-localized-form.ts';
import { useSettingsFormDirty } from '../settings-dirty.tsx';
import {
  useLocationsWithMenus,
  useMarketplaceLocations,
  useSaveMarketplaceLocations,
  useUploadMarketplaceImage,
} from './api/business-settings.ts';
import { MarketplaceTile, type MarketplaceForm } from './marketplace-tile.tsx';
import { SettingsListForm } from '../settings-list-form.tsx';

const ZForm = z.object({ tiles: ZMarketplaceLocationsRequest });

const toForm = (tiles: MarketplaceLocation[]): MarketplaceForm => ({
  tiles: tiles.map(({ image: _image, ...tile }) => tile),
});

/**
 * A marketplace hub's locations, in the order the hub shows them (drag or keyboard): name,
 * operational location, its menus, separate MIDs, and an image once a tile is saved.
 */
export function MarketplaceSection() {
  const { data } = useMarketplaceLocations(true);
  // The form starts from the saved list: an "Add" made before it arrived would be wiped by it.
  if (!data) return null;
  return <MarketplaceList saved={data} />;
}

function MarketplaceList({ saved }: { saved: MarketplaceLocation[] }) {
  const { t } = useTranslation();
  const { data: locations } = useLocationsWithMenus(true);
  const save = useSaveMarketplaceLocations();
  const uploadImage = useUploadMarketplaceImage();
  const form = useLocalizedForm<MarketplaceForm>(
    (error) => zodResolver(ZForm, { error }) as unknown as Resolver<MarketplaceForm>,
    { mode: 'onChange', defaultValues: toForm(saved) },
  );
  const { control, handleSubmit, formState, reset, setError } = form;
  const { isDirty } = formState;
  const tiles = useFieldArray({ control, name: 'tiles', keyName: 'rowKey' });
  // The list read again after an image upload must not wipe edits not saved yet.
  useEffect(() => {
    if (!isDirty) reset(toForm(saved));
  }, [saved, isDirty, reset]);
  useSettingsFormDirty(isDirty);
  // Row keys and values of one render: a drop's announcement names the tile that moved.
  const values = useWatch({ control, name: 'tiles' });
  const names = new Map(tiles.fields.map((field, index) => [field.rowKey, values[index]?.name]));

  const locationOptions = (locations ?? []).map((l) => ({ value: String(l.id), label: l.name }));
  const menusOf = (id: number) =>
    (locations?.find((l) => l.id === id)?.menus ?? []).map((m) => ({
      value: String(m.id),
      label: m.name,
    }));
  const imageOf = (id: number | undefined) =>
    id === undefined ? undefined : (saved.find((tile) => tile.id === id)?.image ?? null);
  const submit = handleSubmit(async ({ tiles: list }) => {
    try {
      reset(toForm(await save.mutateAsync(list)));
      notifySuccess(t('settingsBusiness.marketplace.saved'));
    } catch (error) {
      showServerFieldErrors(error, setError, (field) => `tiles.${field}`);
      notifyError(error instanceof Error ? error.message : String(error));
    }
  });

  return (
    <SettingsListForm
      title={t('settingsBusiness.marketplace.title')}
      titleId="marketplace-title"
      intro={t('settingsBusiness.marketplace.intro')}
      empty={tiles.fields.length === 0 ? t('settingsBusiness.marketplace.empty') : null}
      addLabel={t('settingsBusiness.marketplace.add')}
      onAdd={() =>
        tiles.append({ name: '', operational_restaurant_id: 0, menu_ids: [], separate_mids: false })
      }
      onSubmit={(event) => void submit(event)}
      dirty={isDirty}
      saving={save.isPending}
    >
      <SortableRows
        ids={tiles.fields.map((field) => field.rowKey)}
        nameOf={(key) => names.get(key) ?? ''}
        onReorder={(_ids, { from, to }) => tiles.move(from, to)}
      >
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {tiles.fields.map((field, index) => (
            <MarketplaceTile
              key={field.rowKey}
              rowKey={field.rowKey}
              index={index}
              form={form}
              locationOptions={locationOptions}
              menusOf={menusOf}
              image={imageOf(field.id)}
              onUpload={(file) => uploadImage(field.id!, file)}
              onRemove={() => tiles.remove(index)}
            />
          ))}
        </Stack>
      </SortableRows>
    </SettingsListForm>
  );
}
