import { useEffect } from 'react';
import {
  Button,
  Card,
  Group,
  MultiSelect,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useFieldArray, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ZMarketplaceLocationsRequest } from '@app/domain';
import { notifyError, notifySuccess } from '#lib/notify.ts';
import { useLocalizedForm } from '#shared/forms/use-localized-form.ts';
import { useSettingsFormDirty } from '../settings-dirty.tsx';
import {
  useLocationsWithMenus,
  useMarketplaceLocations,
  useSaveMarketplaceLocations,
} from './api/business-settings.ts';
import { RemoveRowButton } from '../remove-row-button.tsx';
import { showServerFieldErrors } from '#shared/forms/server-field-errors.ts';

const ZForm = z.object({ tiles: ZMarketplaceLocationsRequest });
type FormValues = z.infer<typeof ZForm>;

/** A marketplace hub's locations: name, operational location, its menus, separate MIDs. */
export function MarketplaceSection() {
  const { t } = useTranslation();
  const { data } = useMarketplaceLocations(true);
  const { data: locations } = useLocationsWithMenus(true);
  const save = useSaveMarketplaceLocations();
  const form = useLocalizedForm<FormValues>(
    (error) => zodResolver(ZForm, { error }) as unknown as Resolver<FormValues>,
    { mode: 'onChange', defaultValues: { tiles: [] } },
  );
  const { control, register, handleSubmit, formState, reset, setError, watch } = form;
  const tiles = useFieldArray({ control, name: 'tiles', keyName: 'key' });
  useEffect(() => {
    if (data) reset({ tiles: data.map(({ image: _image, ...tile }) => tile) });
  }, [data, reset]);
  useSettingsFormDirty(formState.isDirty);

  const locationOptions = (locations ?? []).map((l) => ({ value: String(l.id), label: l.name }));
  const menusOf = (id: number) =>
    (locations?.find((l) => l.id === id)?.menus ?? []).map((m) => ({
      value: String(m.id),
      label: m.name,
    }));
  const submit = handleSubmit(async ({ tiles: list }) => {
    try {
      const saved = await save.mutateAsync(list);
      reset({ tiles: saved.map(({ image: _image, ...tile }) => tile) });
      notifySuccess(t('settingsBusiness.marketplace.saved'));
    } catch (error) {
      showServerFieldErrors(error, setError, (field) => `tiles.${field}`);
      notifyError(error instanceof Error ? error.message : String(error));
    }
  });

  return (
    <Stack component="section" aria-labelledby="marketplace-title">
      <Title order={3} id="marketplace-title">
        {t('settingsBusiness.marketplace.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('settingsBusiness.marketplace.intro')}
      </Text>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          {tiles.fields.length === 0 && <Text>{t('settingsBusiness.marketplace.empty')}</Text>}
          {tiles.fields.map((field, index) => {
            const errors = formState.errors.tiles?.[index];
            const operational = watch(`tiles.${index}.operational_restaurant_id`);
            return (
              <Card key={field.key} withBorder>
                <Stack gap="xs">
                  <Group align="flex-start">
                    <TextInput
                      label={t('settingsBusiness.marketplace.name')}
                      required
                      error={errors?.name?.message}
                      {...register(`tiles.${index}.name`)}
                    />
                    <Controller
                      control={control}
                      name={`tiles.${index}.operational_restaurant_id`}
                      render={({ field: select, fieldState }) => (
                        <Select
                          label={t('settingsBusiness.marketplace.operationalLocation')}
                          required
                          data={locationOptions}
                          value={select.value ? String(select.value) : null}
                          onChange={(value) => {
                            select.onChange(Number(value));
                            form.setValue(`tiles.${index}.menu_ids`, [], { shouldDirty: true });
                          }}
                          error={fieldState.error?.message}
                        />
                      )}
                    />
                    <RemoveRowButton
                      mt="xl"
                      label={t('settingsBusiness.marketplace.remove', { name: field.name })}
                      onClick={() => tiles.remove(index)}
                    />
                  </Group>
                  <Controller
                    control={control}
                    name={`tiles.${index}.menu_ids`}
                    render={({ field: menus, fieldState }) => (
                      <MultiSelect
                        label={t('settingsBusiness.marketplace.menus')}
                        data={menusOf(operational)}
                        value={menus.value.map(String)}
                        onChange={(values) => menus.onChange(values.map(Number))}
                        error={fieldState.error?.message}
                      />
                    )}
                  />
                  <Controller
                    control={control}
                    name={`tiles.${index}.separate_mids`}
                    render={({ field: mids }) => (
                      <Switch
                        label={t('settingsBusiness.marketplace.separateMids')}
                        checked={mids.value}
                        onChange={(event) => mids.onChange(event.currentTarget.checked)}
                      />
                    )}
                  />
                </Stack>
              </Card>
            );
          })}
          <Group justify="space-between">
            <Button
              variant="default"
              onClick={() =>
                tiles.append({
                  name: '',
                  operational_restaurant_id: 0,
                  menu_ids: [],
                  separate_mids: false,
                })
              }
            >
              {t('settingsBusiness.marketplace.add')}
            </Button>
            <Button type="submit" loading={save.isPending} disabled={!formState.isDirty}>
              {t('actions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
