import { useState } from 'react';
import { ActionIcon, Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import type { MenuSummary, RotationalMenu } from '@app/domain';
import { IconListCheck, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '#i18n/use-locale.ts';
import { localizedName } from '#shared/catalogue/content-languages.ts';
import { dayLabel } from '../day-label.ts';

interface DayColumnProps {
  date: string;
  planned: RotationalMenu[];
  menusById: Map<number, MenuSummary>;
  menus: MenuSummary[];
  /** Managers and above: assign, remove and choose items. */
  canEdit: boolean;
  busy: boolean;
  onAssign: (menuId: number) => void;
  onRemove: (dailyMenu: RotationalMenu) => void;
  onEditItems: (dailyMenu: RotationalMenu) => void;
}

/** One day of the week: the menus planned that day and, for managers, a menu to add. */
export function DayColumn({
  date,
  planned,
  menusById,
  menus,
  canEdit,
  busy,
  onAssign,
  onRemove,
  onEditItems,
}: DayColumnProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [choice, setChoice] = useState<string | null>(null);
  const day = dayLabel(date, locale);
  const plannedIds = new Set(planned.map((entry) => entry.menu_id));
  const available = menus.filter((menu) => !plannedIds.has(menu.id));
  const nameOf = (menuId: number) => {
    const menu = menusById.get(menuId);
    return menu ? localizedName(menu, locale) : `#${menuId}`;
  };

  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-label={day}>
      <Stack gap="xs">
        <Title order={2} size="h5" style={{ textTransform: 'capitalize' }}>
          {day}
        </Title>
        {planned.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('rotationalMenus.day.empty')}
          </Text>
        ) : (
          <Stack
            component="ul"
            gap={4}
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={t('rotationalMenus.day.menusOf', { day })}
          >
            {planned.map((entry) => {
              const menu = nameOf(entry.menu_id);
              return (
                <li key={entry.id}>
                  <Group gap={4} wrap="nowrap" justify="space-between">
                    <div>
                      <Text size="sm" fw={500}>
                        {menu}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {t('rotationalMenus.day.itemCount', { count: entry.item_ids.length })}
                      </Text>
                    </div>
                    {canEdit && (
                      <Group gap={2} wrap="nowrap">
                        <ActionIcon
                          variant="subtle"
                          aria-label={t('rotationalMenus.day.editItems', { menu, day })}
                          onClick={() => onEditItems(entry)}
                        >
                          <IconListCheck size={16} aria-hidden />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t('rotationalMenus.day.remove', { menu, day })}
                          disabled={busy}
                          onClick={() => onRemove(entry)}
                        >
                          <IconTrash size={16} aria-hidden />
                        </ActionIcon>
                      </Group>
                    )}
                  </Group>
                </li>
              );
            })}
          </Stack>
        )}
        {canEdit &&
          (available.length === 0 ? (
            menus.length > 0 && (
              <Text size="xs" c="dimmed">
                {t('rotationalMenus.day.allPlanned')}
              </Text>
            )
          ) : (
            <Group gap={4} align="flex-end" wrap="nowrap">
              <Select
                size="xs"
                style={{ flex: 1 }}
                label={t('rotationalMenus.day.assign', { day })}
                placeholder={t('rotationalMenus.day.assignPlaceholder')}
                data={available.map((menu) => ({
                  value: String(menu.id),
                  label: localizedName(menu, locale),
                }))}
                value={choice}
                onChange={setChoice}
                searchable
              />
              <Button
                size="xs"
                disabled={choice === null || busy}
                onClick={() => {
                  if (choice === null) return;
                  onAssign(Number(choice));
                  setChoice(null);
                }}
              >
                {t('rotationalMenus.day.add')}
              </Button>
            </Group>
          ))}
      </Stack>
    </Paper>
  );
}
