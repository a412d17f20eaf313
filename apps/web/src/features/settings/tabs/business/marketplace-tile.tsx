import { Group, MultiSelect, Paper, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { MarketplaceLocationInput } from '@app/domain';
import { ImageUploadField } from '#shared/catalogue/image-upload-field.tsx';
import { DragHandle, useSortableRow } from '#shared/catalogue/sortable-rows.tsx';
import { RemoveRowButton } from '../remove-row-button.tsx';

export interface MarketplaceForm {
  tiles: MarketplaceLocationInput[];
}

type Option = { value: string; label: string };

interface Props {
  /** The field array's key of the row (the sortable id). */
  rowKey: string;
  index: number;
  form: UseFormReturn<MarketplaceForm, unknown, MarketplaceForm>;
  locationOptions: Option[];
  menusOf: (locationId: number) => Option[];
  /** The saved tile's image; undefined while the tile is not saved yet. */
  image: string | null | undefined;
  onUpload: (file: Blob) => Promise<unknown>;
  onRemove: () => void;
}

/** One marketplace location: dragged by its grip; its image once the tile is saved. */
export function MarketplaceTile(props: Props) {
  const { rowKey, index, form, image } = props;
  const { t } = useTranslation();
  const { ref, style, handle } = useSortableRow(rowKey);
  const name = useWatch({ control: form.control, name: `tiles.${index}.name` });
  const operational = useWatch({
    control: form.control,
    name: `tiles.${index}.operational_restaurant_id`,
  });
  const errors = form.formState.errors.tiles?.[index];
  const label = name || t('settingsBusiness.marketplace.unnamed', { number: index + 1 });

  return (
    <Paper ref={ref} style={style} withBorder p="sm" component="li" aria-label={label}>
      <Group align="flex-start" wrap="nowrap">
        <DragHandle
          label={t('settingsBusiness.marketplace.move', { name: label })}
          handle={handle}
        />
        <Stack gap="xs" style={{ flex: 1 }}>
          <Group align="flex-start">
            <TextInput
              label={t('settingsBusiness.marketplace.name')}
              required
              error={errors?.name?.message}
              {...form.register(`tiles.${index}.name`)}
            />
            <Controller
              control={form.control}
              name={`tiles.${index}.operational_restaurant_id`}
              render={({ field, fieldState }) => (
                <Select
                  label={t('settingsBusiness.marketplace.operationalLocation')}
                  required
                  data={props.locationOptions}
                  value={field.value ? String(field.value) : null}
                  onChange={(value) => {
                    field.onChange(Number(value));
                    form.setValue(`tiles.${index}.menu_ids`, [], { shouldDirty: true });
                  }}
                  error={fieldState.error?.message}
                />
              )}
            />
          </Group>
          <Controller
            control={form.control}
            name={`tiles.${index}.menu_ids`}
            render={({ field, fieldState }) => (
              <MultiSelect
                label={t('settingsBusiness.marketplace.menus')}
                data={props.menusOf(operational)}
                value={field.value.map(String)}
                onChange={(values) => field.onChange(values.map(Number))}
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name={`tiles.${index}.separate_mids`}
            render={({ field }) => (
              <Switch
                label={t('settingsBusiness.marketplace.separateMids')}
                checked={field.value}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
              />
            )}
          />
          {image === undefined ? (
            <Text size="sm" c="dimmed">
              {t('settingsBusiness.marketplace.imageAfterSave')}
            </Text>
          ) : (
            <ImageUploadField
              label={t('settingsBusiness.marketplace.image')}
              value={image}
              onUpload={props.onUpload}
            />
          )}
        </Stack>
        <RemoveRowButton
          label={t('settingsBusiness.marketplace.remove', { name: label })}
          onClick={props.onRemove}
        />
      </Group>
    </Paper>
  );
}
