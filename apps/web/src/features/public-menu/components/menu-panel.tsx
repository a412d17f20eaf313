import type { ReactNode } from 'react';
import { Box, Divider, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  isMenuOpenAt,
  menuHoursOn,
  textIn,
  type Item,
  type PublicBranding,
  type PublishedMenu,
} from '@app/domain';
import { useTranslation } from 'react-i18next';
import { useLocale } from '#i18n/use-locale.ts';
import { MenuStatus } from './menu-status.tsx';
import { PublicMenuItem } from './public-menu-item.tsx';

interface ItemsProps {
  items: Item[];
  level: 3 | 4;
  branding: Pick<PublicBranding, 'browse_style' | 'card_style'>;
  shown: { menu: PublishedMenu; now: number; timeZone: string; menuOpen: boolean };
}

/**
 * A run of items as the location browses them: a list (a line under each) or a gallery of cards
 * (a grid: more columns for vertical cards than for horizontal ones).
 */
function Items({ items, level, branding, shown }: ItemsProps): ReactNode {
  const { card_style: card } = branding;
  if (items.length === 0) return null;
  if (branding.browse_style === 'gallery') {
    return (
      <SimpleGrid
        data-testid="item-gallery"
        cols={card === 'vertical' ? { base: 1, xs: 2, sm: 3 } : { base: 1, sm: 2 }}
        spacing="md"
        py="xs"
      >
        {items.map((item) => (
          <PublicMenuItem key={item.id} item={item} level={level} card={card} framed {...shown} />
        ))}
      </SimpleGrid>
    );
  }
  return items.map((item) => (
    <Box key={item.id}>
      <PublicMenuItem item={item} level={level} card={card} framed={false} {...shown} />
      <Divider />
    </Box>
  ));
}

/** One menu: its name, whether it is open, its description, then its sections and items. */
export function MenuPanel({
  menu,
  now,
  timeZone,
  branding,
}: {
  menu: PublishedMenu;
  now: number;
  timeZone: string;
  branding: Pick<PublicBranding, 'browse_style' | 'card_style'>;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const open = isMenuOpenAt(menu.availability, now, timeZone);
  const name = textIn(menu.name, menu.localization, 'name', locale);
  const description = textIn(menu.description, menu.localization, 'description', locale);
  const shown = { menu, now, timeZone, menuOpen: open };
  const empty = menu.items.length === 0 && menu.sections.every((s) => s.items.length === 0);
  return (
    <Stack gap="sm" pt="md" component="section" aria-labelledby={`menu-${menu.id}`}>
      <Title order={2} size="h3" id={`menu-${menu.id}`}>
        {name}
      </Title>
      <MenuStatus open={open} hours={menuHoursOn(menu.availability, now, timeZone)} />
      {description && <Text c="dimmed">{description}</Text>}
      {empty && <Text c="dimmed">{t('publicMenu.noItems')}</Text>}
      {menu.sections
        .filter((section) => section.items.length > 0)
        .map((section) => {
          const sectionDescription = textIn(
            section.description,
            section.localization,
            'description',
            locale,
          );
          return (
            <Stack
              key={section.id}
              gap={0}
              component="section"
              aria-labelledby={`section-${section.id}`}
            >
              <Title order={3} size="h4" id={`section-${section.id}`} mt="sm">
                {textIn(section.name, section.localization, 'name', locale)}
              </Title>
              {sectionDescription && (
                <Text size="sm" c="dimmed">
                  {sectionDescription}
                </Text>
              )}
              <Items items={section.items} level={4} branding={branding} shown={shown} />
            </Stack>
          );
        })}
      <Items items={menu.items} level={3} branding={branding} shown={shown} />
    </Stack>
  );
}
