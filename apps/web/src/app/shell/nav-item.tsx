import type { ComponentType, ReactNode } from 'react';
import { Box, NavLink, Tooltip } from '@mantine/core';
import type { IconProps } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';

interface NavItemProps {
  label: string;
  icon: ComponentType<IconProps>;
  expanded: boolean;
  /** In-app route, an external address, or neither for an action (`onClick`). */
  to?: string;
  href?: string;
  onClick?: () => void;
  /** Shown beside the label (over the icon's corner in mini mode), e.g. a count. */
  badge?: ReactNode;
}

/** One navigation entry; in mini mode only its icon shows, its name stays as the label. */
export function NavItem({ label, icon: Icon, expanded, to, href, onClick, badge }: NavItemProps) {
  const { pathname } = useLocation();
  const active = to !== undefined && (pathname === to || pathname.startsWith(`${to}/`));
  const common = {
    label: expanded ? label : undefined,
    // A badge (a count) is announced by itself (role status): the entry keeps its name.
    'aria-label': expanded && !badge ? undefined : label,
    leftSection: expanded ? (
      <Icon size={22} stroke={1.6} aria-hidden />
    ) : (
      <Box pos="relative">
        <Icon size={22} stroke={1.6} aria-hidden />
        {badge && (
          <Box pos="absolute" top={-10} right={-14}>
            {badge}
          </Box>
        )}
      </Box>
    ),
    rightSection: expanded ? badge : undefined,
    active,
    onClick,
    styles: expanded ? undefined : { root: { justifyContent: 'center' }, section: { margin: 0 } },
  };
  let item: ReactNode;
  if (to !== undefined) {
    item = (
      <NavLink component={Link} to={to} aria-current={active ? 'page' : undefined} {...common} />
    );
  } else if (href !== undefined) {
    item = (
      <NavLink component="a" href={href} target="_blank" rel="noopener noreferrer" {...common} />
    );
  } else {
    item = <NavLink component="button" type="button" {...common} />;
  }
  return expanded ? (
    item
  ) : (
    <Tooltip label={label} position="right">
      {item}
    </Tooltip>
  );
}
