import { ActionIcon, AppShell, Divider, Group, ScrollArea, Stack, Text } from '@mantine/core';
import type { Location, NavigationGroup } from '@app/domain';
import {
  IconArrowBackUp,
  IconLayoutSidebarLeftCollapse,
  IconLayoutSidebarLeftExpand,
  IconLogout,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { hostKind, returnToHost } from '#lib/host/host-app.ts';
import { logout } from '#lib/session/end-session.ts';
import { PendingOrdersBadge } from '../../features/order-manager/live/pending-orders-badge.tsx';
import { navEntryPresentation, navGroupLabel, publicMenuUrl } from './nav-entries.ts';
import { NavItem } from './nav-item.tsx';

interface SideNavProps {
  groups: NavigationGroup[];
  location: Location;
  expanded: boolean;
  /** Shows the mini/expanded toggle (not in the mobile drawer, which is always expanded). */
  canToggle: boolean;
  onToggle: () => void;
}

/** The side navigation: the domain's visible groups, then back to the host app and log out. */
export function SideNav({ groups, location, expanded, canToggle, onToggle }: SideNavProps) {
  const { t } = useTranslation();
  const host = hostKind();
  return (
    <>
      {canToggle && (
        <Group justify={expanded ? 'flex-end' : 'center'} p="xs">
          <ActionIcon
            variant="subtle"
            size="lg"
            aria-label={expanded ? t('nav.collapse') : t('nav.expand')}
            aria-expanded={expanded}
            onClick={onToggle}
          >
            {expanded ? (
              <IconLayoutSidebarLeftCollapse aria-hidden />
            ) : (
              <IconLayoutSidebarLeftExpand aria-hidden />
            )}
          </ActionIcon>
        </Group>
      )}
      {/* Without the toggle row (mobile drawer) the first heading would touch the header. */}
      <AppShell.Section grow component={ScrollArea} px="xs" pt={canToggle ? 0 : 'sm'}>
        <Stack gap="xs">
          {groups.map((group, index) => {
            const heading = navGroupLabel[group.id];
            return (
              <Stack
                key={group.id}
                gap={2}
                role={heading ? 'group' : undefined}
                aria-label={heading && t(heading)}
              >
                {index > 0 && <Divider my={4} />}
                {expanded && heading && group.entries.length > 1 && (
                  <Text size="xs" c="dimmed" fw={600} tt="uppercase" px="sm" aria-hidden>
                    {t(heading)}
                  </Text>
                )}
                {group.entries.map((entry) => {
                  const presentation = navEntryPresentation[entry.screen];
                  if (!presentation) return null;
                  return (
                    <NavItem
                      key={entry.screen}
                      label={t(presentation.label)}
                      icon={presentation.icon}
                      expanded={expanded}
                      to={entry.path ?? undefined}
                      href={entry.path === null ? publicMenuUrl(location.slug) : undefined}
                      badge={entry.screen === 'order_manager' ? <PendingOrdersBadge /> : undefined}
                    />
                  );
                })}
              </Stack>
            );
          })}
        </Stack>
      </AppShell.Section>
      <AppShell.Section p="xs">
        {host && (
          <NavItem
            label={host === 'tabs' ? t('nav.backToTabs') : t('nav.backToApp')}
            icon={IconArrowBackUp}
            expanded={expanded}
            onClick={() => returnToHost('back')}
          />
        )}
        <NavItem
          label={t('nav.logout')}
          icon={IconLogout}
          expanded={expanded}
          onClick={() => void logout()}
        />
      </AppShell.Section>
    </>
  );
}
