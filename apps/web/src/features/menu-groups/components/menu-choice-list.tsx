import { Badge, Checkbox, Group, ScrollArea, Stack, Text } from '@mantine/core';
import type { MenuGroup, MenuSummary } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { useLocale } from '#i18n/use-locale.ts';
import { localizedName } from '#shared/catalogue/content-languages.ts';

interface MenuChoiceListProps {
  menus: MenuSummary[];
  groups: MenuGroup[];
  /** The group being edited (undefined for a new one). */
  groupId?: number;
  value: number[];
  onChange: (ids: number[]) => void;
}

/**
 * The menus to put in the group. A menu belongs to at most one group: a menu of another group
 * says which, and choosing it moves it here.
 */
export function MenuChoiceList({ menus, groups, groupId, value, onChange }: MenuChoiceListProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const groupOf = new Map<number, MenuGroup>();
  for (const group of groups) for (const id of group.menus) groupOf.set(id, group);

  return (
    <Checkbox.Group
      label={t('menuGroups.fields.menus')}
      description={t('menuGroups.fields.menusHelp')}
      value={value.map(String)}
      onChange={(ids) => onChange(ids.map(Number))}
    >
      {menus.length === 0 ? (
        <Text c="dimmed" size="sm" mt="xs">
          {t('menuGroups.fields.noMenus')}
        </Text>
      ) : (
        <ScrollArea.Autosize mah={280} type="auto" mt="xs">
          <Stack gap={6}>
            {menus.map((menu) => {
              const other = groupOf.get(menu.id);
              const elsewhere = other && other.id !== groupId ? other : undefined;
              return (
                <Group key={menu.id} gap="xs" wrap="nowrap">
                  <Checkbox value={String(menu.id)} label={localizedName(menu, locale)} />
                  {elsewhere && (
                    <Badge size="sm" variant="light" color="gray" tt="none">
                      {value.includes(menu.id)
                        ? t('menuGroups.fields.movesFrom', {
                            group: localizedName(elsewhere, locale),
                          })
                        : t('menuGroups.fields.inGroup', {
                            group: localizedName(elsewhere, locale),
                          })}
                    </Badge>
                  )}
                </Group>
              );
            })}
          </Stack>
        </ScrollArea.Autosize>
      )}
    </Checkbox.Group>
  );
}
