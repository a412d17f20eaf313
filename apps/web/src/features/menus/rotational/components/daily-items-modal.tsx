import { memo, useCallback, useMemo, useState } from 'react';
import {
  Button,
  Checkbox,
  Fieldset,
  Group,
  Loader,
  Modal,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { matchesEveryWord, type ItemMenusEntry } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { useLocale } from '#i18n/use-locale.ts';
import { localizedName } from '#shared/catalogue/content-languages.ts';
import { useItemMenus } from '../api/get-item-menus.ts';

interface DailyItemsModalProps {
  /** The daily menu: its items come first; "Lunch", "Monday 2030/03/04": the title names both. */
  menuId: number;
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

/** Every name a person may search an item by: its own, its menu's and section's, both languages. */
function searchTexts(item: ItemMenusEntry): string[] {
  const names = (entry: { name: string; localization: Record<string, { name?: string }> }) => [
    entry.name,
    ...Object.values(entry.localization).map((texts) => texts.name ?? ''),
  ];
  return [...names(item), ...names(item.menu), ...(item.section ? names(item.section) : [])];
}

/** One item's checkbox: re-rendered only when its own state changes, so long lists stay quick. */
const ItemCheckbox = memo(function ItemCheckbox({
  id,
  label,
  checked,
  onToggle,
}: {
  id: number;
  label: string;
  checked: boolean;
  onToggle: (id: number, on: boolean) => void;
}) {
  return (
    <Checkbox
      label={label}
      checked={checked}
      onChange={(event) => onToggle(id, event.currentTarget.checked)}
    />
  );
});

/**
 * Chooses the items a daily menu offers, from the items of every menu of the location. The
 * menu's own items (and those already chosen) are shown first; a search or the "every menu"
 * switch reaches the others, so a location with imported catalogues of hundreds of items does not
 * render them all at once.
 */
export function DailyItemsModal({
  menuId,
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
  const [shownAtFirst] = useState(() => new Set(selected));
  const [search, setSearch] = useState('');
  const [everyMenu, setEveryMenu] = useState(false);
  const list = useMemo(() => items.data ?? [], [items.data]);

  const toggle = useCallback(
    (id: number, on: boolean) =>
      setChosen((current) => {
        const next = new Set(current);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      }),
    [],
  );

  const groups = useMemo(() => {
    const shown = search.trim()
      ? list.filter((item) => matchesEveryWord(searchTexts(item), search))
      : everyMenu
        ? list
        : list.filter((item) => item.menu.id === menuId || shownAtFirst.has(item.id));
    return groupItems(shown, t('rotationalMenus.items.noSection'), locale);
  }, [list, search, everyMenu, menuId, shownAtFirst, t, locale]);

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
        <TextInput
          type="search"
          label={t('rotationalMenus.items.search')}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
        <Switch
          label={t('rotationalMenus.items.everyMenu')}
          checked={everyMenu}
          onChange={(event) => setEveryMenu(event.currentTarget.checked)}
        />
        {items.isPending ? (
          <Group justify="center" p="md">
            <Loader aria-label={t('rotationalMenus.items.loading')} />
          </Group>
        ) : list.length === 0 ? (
          <Text size="sm">{t('rotationalMenus.items.none')}</Text>
        ) : groups.length === 0 ? (
          <Text size="sm">{t('rotationalMenus.items.noMatch')}</Text>
        ) : (
          groups.map((group) => (
            <Fieldset key={group.key} legend={group.label} p="xs">
              <Stack gap={4}>
                {group.items.map((item) => (
                  <ItemCheckbox
                    key={item.id}
                    id={item.id}
                    label={localizedName(item, locale)}
                    checked={chosen.has(item.id)}
                    onToggle={toggle}
                  />
                ))}
              </Stack>
            </Fieldset>
          ))
        )}
        <Text size="sm" aria-live="polite">
          {t('rotationalMenus.items.chosen', { count: chosen.size })}
        </Text>
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
