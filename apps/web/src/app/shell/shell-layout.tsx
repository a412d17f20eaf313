import { AppShell } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { visibleNavigation } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useActiveSession } from '#lib/session/session-store.ts';
import { useActiveLocation } from '#shared/locations/active-location.ts';
import { RouteGuard } from '../guards/route-guard.tsx';
import { ShellHeader } from './shell-header.tsx';
import { ShellProviders } from './shell-providers.tsx';
import { SideNav } from './side-nav.tsx';
import { useNavExpanded } from './use-nav-expanded.ts';

// Its own chunk: the first screen (sign-in) stays within its budget, and nothing waits for it.
const ShellAnnouncements = lazy(() =>
  import('./announcements/shell-announcements.tsx').then((m) => ({
    default: m.ShellAnnouncements,
  })),
);

/** Spec part 1 §9: mini navigation 96 px, expanded 285 px. */
const NAV_WIDTH = { mini: 96, expanded: 285 } as const;

/** The home shell: header, side navigation (none for staff and kiosk) and the current screen. */
export function ShellLayout() {
  const { t } = useTranslation();
  const session = useActiveSession();
  const location = useActiveLocation();
  const groups = visibleNavigation({ role: session.role, location });
  const hasNavigation = groups.length > 0;
  const [expanded, toggleExpanded] = useNavExpanded();
  const [drawerOpened, drawer] = useDisclosure(false);
  const isMobile = useMediaQuery('(max-width: 48em)') ?? false;
  const { pathname } = useLocation();
  const closeDrawer = drawer.close;

  // The mobile drawer closes once the user has chosen a screen.
  useEffect(() => closeDrawer(), [pathname, closeDrawer]);

  return (
    <ShellProviders>
      <AppShell
        header={{ height: 60 }}
        navbar={
          hasNavigation
            ? {
                width: expanded ? NAV_WIDTH.expanded : NAV_WIDTH.mini,
                breakpoint: 'sm',
                collapsed: { mobile: !drawerOpened },
              }
            : undefined
        }
        padding="md"
      >
        <AppShell.Header>
          <ShellHeader
            navigation={
              hasNavigation ? { opened: drawerOpened, onToggle: drawer.toggle } : undefined
            }
          />
        </AppShell.Header>
        {hasNavigation && (
          // A closed drawer is only moved off screen: `inert` keeps its links out of the tab
          // order and away from screen readers until it opens.
          <AppShell.Navbar aria-label={t('nav.label')} inert={isMobile && !drawerOpened}>
            <SideNav
              groups={groups}
              location={location}
              expanded={expanded || isMobile}
              canToggle={!isMobile}
              onToggle={toggleExpanded}
            />
          </AppShell.Navbar>
        )}
        <AppShell.Main>
          <Suspense fallback={null}>
            <ShellAnnouncements />
          </Suspense>
          <RouteGuard>
            <Outlet />
          </RouteGuard>
        </AppShell.Main>
      </AppShell>
    </ShellProviders>
  );
}
