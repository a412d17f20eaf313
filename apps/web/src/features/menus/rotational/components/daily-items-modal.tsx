import { useState } from 'react';
import { Button, Checkbox, Fieldset, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import type { ItemMenusEntry } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { useLocale } from '#i18n/use-locale.ts';
import { localizedName } from '#shared/catalogue/content-languages.ts';
import { useItemMenus } from '../api/get-item-menus.ts';

interface DailyItemsModalProps {
  /** "Lunch", "Monday 2030/03/04": the title names both. */
  menu: string;
  day: string;
  selected: number[];
  saving: boolean;
  onSave: (itemIds: number[]) => void;
  onClose: () => void;
}

interface ItemGroup {
  key: string;
  label: string;
  items: ItemMenusEntry[];
}

/** Groups the list (already in menu, section, item order) under "Menu · Section" headings. */
function groupItems(list: ItemMenusEntry[], noSection: string, locale: 'en-CA' | 'fr-CA') {
  const groups: ItemGroup[] = [];
  for (const item of list) {
    const key = `${item.menu.id}:${item.section?.id ?? ''}`;
    let group = groups.at(-1);
    if (group?.key !== key) {
      const section = item.section ? localizedName(item.section, locale) : noSection;
      group = { key, label: `${localizedName(item.menu, locale)} · ${section}`, items: [] };
      groups.push(group);
    }
    group.items.push(item);
  }
  return groups;
}

/** Chooses the items a daily menu offers, from the items of every menu of the location. */
export function DailyItemsModal({
  menu,
  day,
  selected,
  saving,
  onSave,
  onClose,
}: DailyItemsModalProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const items = useItemMenus(true);
  const [chosen, setChosen] = useState(() => new Set(selected));
  const list = items.data ?? [];

  const toggle = (id: number, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('rotationalMenus.items.title', { menu, day })}
      size="lg"
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('rotationalMenus.items.help')}
        </Text>
        {items.isPending ? (
          <Group justify="center" p="md">
            <Loader aria-label={t('rotationalMenus.items.loading')} />
          </Group>
        ) : list.length === 0 ? (
          <Text size="sm">{t('rotationalMenus.items.none')}</Text>
        ) : (
          groupItems(list, t('rotationalMenus.items.noSection'), locale).map((group) => (
            <Fieldset key={group.key} legend={group.label} p="xs">
              <Stack gap={4}>
                {group.items.map((item) => (
                  <Checkbox
                    key={item.id}
                    label={localizedName(item, locale)}
                    checked={chosen.has(item.id)}
                    onChange={(event) => toggle(item.id, event.currentTarget.checked)}
                  />
                ))}
              </Stack>
            </Fieldset>
          ))
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button
            loading={saving}
            disabled={items.isPending}
            onClick={() =>
              onSave(list.filter((item) => chosen.has(item.id)).map((item) => item.id))
            }
          >
            {t('rotationalMenus.items.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
