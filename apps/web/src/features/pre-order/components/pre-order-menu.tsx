import { Badge, Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import {
  menuItems,
  publicItemAt,
  toCents,
  type Item,
  type PublishedMenu,
  type SuitePreOrderPage,
} from '@app/domain';
import { useTranslation } from 'react-i18next';
import { useLocale } from '#i18n/use-locale.ts';
import { localizedName } from '#shared/catalogue/content-languages.ts';
import { useFormatters } from '#shared/hooks/use-formatters.ts';

interface PreOrderMenuProps {
  page: SuitePreOrderPage;
  menu: PublishedMenu | null;
  /** The cart holds lines of this menu: another one is chosen once it is empty. */
  cartHasLines: boolean;
  onChooseMenu: (menuId: number) => void;
  onAdd: (item: Item) => void;
}

/**
 * The suite's pre-order menus: which one the order is from (one menu per order), then its
 * sections and items with their price at the event's time and an Add button each.
 */
export function PreOrderMenu({ page, menu, cartHasLines, onChooseMenu, onAdd }: PreOrderMenuProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (page.menus.length === 0) return <Text>{t('preOrders.menus.none')}</Text>;
  const groups = menu
    ? [
        ...menu.sections.map((section) => ({
          key: `section-${section.id}`,
          title: localizedName(section, locale),
          items: section.items,
        })),
        { key: 'loose', title: null, items: menu.items },
      ].filter((group) => group.items.length > 0)
    : [];
  return (
    <Stack gap="md" component="section" aria-labelledby="pre-order-menu-title">
      <Title order={2} size="h3" id="pre-order-menu-title">
        {t('preOrders.menus.title')}
      </Title>
      {page.menus.length > 1 && (
        <Select
          label={t('preOrders.menus.choose')}
          description={cartHasLines ? t('preOrders.menus.chooseHint') : undefined}
          disabled={cartHasLines}
          allowDeselect={false}
          value={menu ? String(menu.id) : null}
          data={page.menus.map((option) => ({
            value: String(option.id),
            label: localizedName(option, locale),
          }))}
          onChange={(value) => value && onChooseMenu(Number(value))}
        />
      )}
      {menu && menuItems(menu).length === 0 && <Text>{t('preOrders.menus.empty')}</Text>}
      {groups.map((group) => (
        <Stack key={group.key} gap="xs">
          {group.title && (
            <Title order={3} size="h4">
              {group.title}
            </Title>
          )}
          {group.items.map((item) => (
            <MenuItemRow key={item.id} item={item} menu={menu!} page={page} onAdd={onAdd} />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}

function MenuItemRow({
  item,
  menu,
  page,
  onAdd,
}: {
  item: Item;
  menu: PublishedMenu;
  page: SuitePreOrderPage;
  onAdd: (item: Item) => void;
}) {
  const { t } = useTranslation();
  const { locale, money } = useFormatters(page.event.time_zone);
  const name = localizedName(item, locale);
  // Priced at the event, as the order will be.
  const state = publicItemAt(item, menu, page.event.start_date, page.event.time_zone);
  return (
    <Paper withBorder p="sm" component="article" aria-label={name}>
      <Group justify="space-between" wrap="nowrap" align="center" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600}>{name}</Text>
          <Group gap="xs">
            <Text size="sm">{money(toCents(state.price))}</Text>
            {item.options.length > 0 && (
              <Text size="sm" c="dimmed">
                {t('preOrders.menus.hasChoices')}
              </Text>
            )}
            {state.sold_out && (
              <Badge color="gray" variant="light">
                {t('preOrders.menus.soldOut')}
              </Badge>
            )}
          </Group>
        </Stack>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={state.sold_out}
          aria-label={t('preOrders.menus.addItem', { item: name })}
          onClick={() => onAdd(item)}
        >
          {t('preOrders.menus.add')}
        </Button>
      </Group>
    </Paper>
  );
}
