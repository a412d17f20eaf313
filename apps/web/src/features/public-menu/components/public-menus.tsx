import { useEffect, useState } from 'react';
import { Stack, Tabs, Text } from '@mantine/core';
import { isMenuOpenAt, textIn, type PublicMenuFile } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { useLocale } from '#i18n/use-locale.ts';
import { MenuPanel } from './menu-panel.tsx';

/** The clock the page reads "open now" from, moved on every minute. */
function useNow(stepMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), stepMs);
    return () => clearInterval(timer);
  }, [stepMs]);
  return now;
}

/** The location's menus as tabs (the one open now first chosen), and the time-zone note. */
export function PublicMenus({ file }: { file: PublicMenuFile }) {
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
      <Tabs value={active} onChange={setChosen} keepMounted={false} color="var(--menu-accent)">
        <Tabs.List aria-label={t('publicMenu.menus')}>
          {file.menus.map((menu) => {
            const open = isMenuOpenAt(menu.availability, now, timeZone);
            return (
              <Tabs.Tab key={menu.id} value={String(menu.id)}>
                {textIn(menu.name, menu.localization, 'name', locale)}{' '}
                <Text span size="xs" c={open ? 'var(--menu-positive)' : 'dimmed'} ml={6}>
                  {open ? t('publicMenu.openNow') : t('publicMenu.closedNow')}
                </Text>
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        {file.menus.map((menu) => (
          <Tabs.Panel key={menu.id} value={String(menu.id)}>
            <MenuPanel menu={menu} now={now} timeZone={timeZone} branding={file.branding} />
          </Tabs.Panel>
        ))}
      </Tabs>
      <Text component="footer" size="xs" c="dimmed" pt="md">
        {t('publicMenu.timeZoneNote', { zone: timeZone })}
      </Text>
    </Stack>
  );
}
