import { Badge, Group } from '@mantine/core';
import type { Menu } from '@app/domain';
import { useTranslation } from 'react-i18next';

/** How a menu is offered: dine-in, take-out on demand / scheduled, members only, access level. */
export function MenuFlags({ menu }: { menu: Menu }) {
  const { t } = useTranslation();
  const flags: string[] = [];
  if (menu.dine_in) flags.push(t('menus.flags.dineIn'));
  if (menu.on_demand) flags.push(t('menus.flags.onDemand'));
  if (menu.scheduled) flags.push(t('menus.flags.scheduled'));
  if (menu.member_only) flags.push(t('menus.flags.memberOnly'));
  if (menu.access_level !== 'unrestricted')
    flags.push(t(`menus.accessLevels.${menu.access_level}`));
  if (flags.length === 0) return null;
  return (
    <Group gap={4} wrap="wrap">
      {flags.map((flag) => (
        <Badge key={flag} size="xs" variant="outline" color="gray" radius="sm">
          {flag}
        </Badge>
      ))}
    </Group>
  );
}
