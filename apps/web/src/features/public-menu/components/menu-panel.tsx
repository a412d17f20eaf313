import { Box, Divider, Stack, Text, Title } from '@mantine/core';
import { isMenuOpenAt, menuHoursOn, textIn, type PublishedMenu } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { useLocale } from '#i18n/use-locale.ts';
import { MenuStatus } from './menu-status.tsx';
import { PublicMenuItem, type PublicMenuItemProps } from './public-menu-item.tsx';

/** An item and the line under it. */
function ItemRow(props: PublicMenuItemProps) {
  return (
    <Box>
      <PublicMenuItem {...props} />
      <Divider color="gray.2" />
    </Box>
  );
}

/** One menu: its name, whether it is open, its description, then its sections and items. */
export function MenuPanel({
  menu,
  now,
  timeZone,
}: {
  menu: PublishedMenu;
  now: number;
  timeZone: string;
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
      {description && <Text c="gray.8">{description}</Text>}
      {empty && <Text c="gray.8">{t('publicMenu.noItems')}</Text>}
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
                <Text size="sm" c="gray.8">
                  {sectionDescription}
                </Text>
              )}
              {section.items.map((item) => (
                <ItemRow key={item.id} item={item} level={4} {...shown} />
              ))}
            </Stack>
          );
        })}
      {menu.items.map((item) => (
        <ItemRow key={item.id} item={item} level={3} {...shown} />
      ))}
    </Stack>
  );
}
