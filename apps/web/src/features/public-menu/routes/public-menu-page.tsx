import { useEffect, useState, type ReactNode } from 'react';
import {
  Badge,
  Box,
  Button,
  Center,
  Container,
  Divider,
  Group,
  Loader,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import {
  isMenuOpenAt,
  menuHoursOn,
  textIn,
  type PublicMenuFile,
  type PublishedMenu,
} from '@app/domain';
import { useLocale } from '#i18n/use-locale.ts';
import { ApiError } from '#lib/api/api-error.ts';
import { LanguageSwitch } from '#shared/components/language-switch.tsx';
import { usePublicMenu } from '../api/get-public-menu.ts';
import { PublicMenuItem } from '../components/public-menu-item.tsx';

/** The clock the page reads "open now" from, moved on every minute. */
function useNow(stepMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), stepMs);
    return () => clearInterval(timer);
  }, [stepMs]);
  return now;
}

/** Banner (location name and the language switch), main content and footer. */
function PublicFrame({ heading, children }: { heading: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box mih="100vh" bg="white" c="dark.9">
      <Box
        component="header"
        py="md"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Container size="sm">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <div>
              <Text size="sm" c="gray.7">
                {t('publicMenu.subtitle')}
              </Text>
              <Title order={1} size="h2">
                {heading}
              </Title>
            </div>
            <LanguageSwitch />
          </Group>
        </Container>
      </Box>
      <Container size="sm" component="main" py="md">
        {children}
      </Container>
    </Box>
  );
}

function MenuStatus({ open, hours }: { open: boolean; hours: { start: string; end: string }[] }) {
  const { t } = useTranslation();
  const ranges = hours.map((range) => t('publicMenu.hoursRange', range)).join(', ');
  return (
    <Group gap="xs">
      <Badge color={open ? 'teal.9' : 'gray.8'} variant={open ? 'filled' : 'outline'}>
        {open ? t('publicMenu.openNow') : t('publicMenu.closedNow')}
      </Badge>
      <Text size="sm" c="gray.8">
        {hours.length > 0
          ? t('publicMenu.hoursToday', { hours: ranges })
          : t('publicMenu.closedToday')}
      </Text>
    </Group>
  );
}

function MenuPanel({
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
                <Box key={item.id}>
                  <PublicMenuItem
                    item={item}
                    menu={menu}
                    now={now}
                    timeZone={timeZone}
                    level={4}
                    menuOpen={open}
                  />
                  <Divider color="gray.2" />
                </Box>
              ))}
            </Stack>
          );
        })}
      {menu.items.map((item) => (
        <Box key={item.id}>
          <PublicMenuItem
            item={item}
            menu={menu}
            now={now}
            timeZone={timeZone}
            level={3}
            menuOpen={open}
          />
          <Divider color="gray.2" />
        </Box>
      ))}
    </Stack>
  );
}

function PublicMenus({ file }: { file: PublicMenuFile }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const now = useNow();
  const timeZone = file.location.time_zone;
  const firstOpen = file.menus.find((menu) => isMenuOpenAt(menu.availability, now, timeZone));
  const [chosen, setChosen] = useState<string | null>(null);
  const active =
    chosen !== null && file.menus.some((menu) => String(menu.id) === chosen)
      ? chosen
      : String((firstOpen ?? file.menus[0])?.id ?? '');
  if (file.menus.length === 0) return <Text>{t('publicMenu.empty')}</Text>;
  return (
    <Stack gap="xs">
      {/* Only the chosen menu is rendered: a large location's menus stay fast on a phone. */}
      <Tabs value={active} onChange={setChosen} keepMounted={false} color="dark">
        <Tabs.List aria-label={t('publicMenu.menus')}>
          {file.menus.map((menu) => {
            const open = isMenuOpenAt(menu.availability, now, timeZone);
            return (
              <Tabs.Tab key={menu.id} value={String(menu.id)}>
                {textIn(menu.name, menu.localization, 'name', locale)}{' '}
                <Text span size="xs" c={open ? 'teal.9' : 'gray.7'} ml={6}>
                  {open ? t('publicMenu.openNow') : t('publicMenu.closedNow')}
                </Text>
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        {file.menus.map((menu) => (
          <Tabs.Panel key={menu.id} value={String(menu.id)}>
            <MenuPanel menu={menu} now={now} timeZone={timeZone} />
          </Tabs.Panel>
        ))}
      </Tabs>
      <Text component="footer" size="xs" c="gray.7" pt="md">
        {t('publicMenu.timeZoneNote', { zone: timeZone })}
      </Text>
    </Stack>
  );
}

/**
 * `/menu/{slug}`: the public web menu of a location ("Go to menu", spec part 1 §2), outside the
 * shell and without sign-in. Reads the location's public file (guests' published menus only)
 * and shows each menu with whether it is open now (its hours in the location's time zone), its
 * items' prices in the page's language, allergens, diets and sold-out state. English or French
 * (the browser's language first, then the switch); an unknown slug says the menu is not found.
 */
export function PublicMenuPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { slug = '' } = useParams();
  const query = usePublicMenu(slug);
  const name = query.data?.location.name;
  useEffect(() => {
    if (name) document.title = t('publicMenu.pageTitle', { location: name });
  }, [name, locale, t]);

  if (query.isPending) {
    return (
      <PublicFrame heading={t('publicMenu.subtitle')}>
        <Center py="xl">
          <Loader aria-label={t('publicMenu.loading')} />
        </Center>
      </PublicFrame>
    );
  }
  if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <PublicFrame heading={notFound ? t('publicMenu.notFoundTitle') : t('publicMenu.subtitle')}>
        <Stack align="flex-start">
          <Text role={notFound ? undefined : 'alert'}>
            {notFound ? t('publicMenu.notFoundBody') : t('publicMenu.loadFailed')}
          </Text>
          {!notFound && (
            <Button variant="outline" onClick={() => void query.refetch()}>
              {t('publicMenu.retry')}
            </Button>
          )}
        </Stack>
      </PublicFrame>
    );
  }
  return (
    <PublicFrame heading={query.data.location.name}>
      <PublicMenus file={query.data} />
    </PublicFrame>
  );
}
