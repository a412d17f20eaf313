import { ActionIcon, Fieldset, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { moveInList } from '@app/domain';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RemoveRowButton } from '../row-buttons.tsx';
import { useLocale } from '#i18n/use-locale.ts';
import { localizedName } from '#shared/catalogue/content-languages.ts';
import { useOptionGroups } from '#shared/catalogue/get-option-groups.ts';
import type { ItemFormValues } from '../item-form-values.ts';

/** The modifier groups offered with the item, in the order guests see them. */
export function ModifierGroupsField() {
  const { t } = useTranslation();
  const locale = useLocale();
  const groups = useOptionGroups();
  const { control } = useFormContext<ItemFormValues>();
  const byId = new Map((groups.data ?? []).map((group) => [group.id, group]));

  return (
    <Fieldset legend={t('items.editor.groups.modifiers')}>
      <Controller
        control={control}
        name="options"
        render={({ field }) => {
          const chosen: number[] = field.value;
          const set = (next: number[]) => field.onChange(next);
          return (
            <Stack gap="xs">
              {chosen.length === 0 && (
                <Text size="sm" c="dimmed">
                  {t('items.modifiers.none')}
                </Text>
              )}
              {chosen.map((id, index) => {
                const group = byId.get(id);
                const name = group ? localizedName(group, locale) : `#${id}`;
                return (
                  <Paper key={id} withBorder px="sm" py={4}>
                    <Group justify="space-between" wrap="nowrap">
                      <Text size="sm">{name}</Text>
                      <Group gap={2} wrap="nowrap">
                        <ActionIcon
                          variant="subtle"
                          color="gray"
                          disabled={index === 0}
                          aria-label={t('items.modifiers.up', { name })}
                          onClick={() => set(moveInList(chosen, index, index - 1))}
                        >
                          <IconArrowUp size={16} />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          color="gray"
                          disabled={index === chosen.length - 1}
                          aria-label={t('items.modifiers.down', { name })}
                          onClick={() => set(moveInList(chosen, index, index + 1))}
                        >
                          <IconArrowDown size={16} />
                        </ActionIcon>
                        <RemoveRowButton
                          label={t('items.modifiers.remove', { name })}
                          onClick={() => set(chosen.filter((each) => each !== id))}
                        />
                      </Group>
                    </Group>
                  </Paper>
                );
              })}
              <Select
                label={t('items.modifiers.add')}
                placeholder={groups.isPending ? t('items.modifiers.loading') : undefined}
                searchable
                value={null}
                nothingFoundMessage={t('items.modifiers.noneFound')}
                data={(groups.data ?? [])
                  .filter((group) => !chosen.includes(group.id))
                  .map((group) => ({
                    value: String(group.id),
                    label: localizedName(group, locale),
                  }))}
                onChange={(value) => value && set([...chosen, Number(value)])}
              />
            </Stack>
          );
        }}
      />
    </Fieldset>
  );
}
