import type { ComponentType } from 'react';
import type { NavigationGroupId, Screen } from '@app/domain';
import {
  IconAdjustmentsHorizontal,
  IconCalendarEvent,
  IconClock,
  IconCopy,
  IconExternalLink,
  IconReceipt,
  IconReportAnalytics,
  IconSettings,
  IconToolsKitchen2,
  IconTruckDelivery,
  type IconProps,
} from '@tabler/icons-react';
import type { TranslationKey } from '#i18n/translation-key.ts';

interface EntryPresentation {
  label: TranslationKey;
  icon: ComponentType<IconProps>;
}

/** How each navigation entry of the domain's `visibleNavigation` is shown. */
export const navEntryPresentation: Partial<Record<Screen, EntryPresentation>> = {
  menus: { label: 'nav.menus', icon: IconToolsKitchen2 },
  modifiers: { label: 'nav.modifiers', icon: IconAdjustmentsHorizontal },
  availability: { label: 'nav.availability', icon: IconClock },
  replicate: { label: 'nav.replicate', icon: IconCopy },
  order_manager: { label: 'nav.orderManager', icon: IconReceipt },
  orders_report: { label: 'nav.ordersSummary', icon: IconReportAnalytics },
  events: { label: 'nav.events', icon: IconCalendarEvent },
  event_settings: { label: 'nav.eventLogistics', icon: IconTruckDelivery },
  settings: { label: 'nav.settings', icon: IconSettings },
  go_to_menu: { label: 'nav.goToMenu', icon: IconExternalLink },
};

/** Headings of the groups that hold more than one entry. */
export const navGroupLabel: Partial<Record<NavigationGroupId, TranslationKey>> = {
  menus: 'nav.groups.menus',
  events: 'nav.groups.events',
};

/**
 * The public web menu of a location ("Go to menu"): this app's `/menu/{slug}` page (no sign-in),
 * unless `VITE_PUBLIC_MENU_URL` (a template with `{slug}`) points to another site.
 */
export function publicMenuUrl(slug: string): string {
  const template = (import.meta.env.VITE_PUBLIC_MENU_URL as string | undefined) ?? '/menu/{slug}';
  return template.replace('{slug}', encodeURIComponent(slug));
}
