import { canOpenScreen, type AccessContext } from '../access/screen-access.ts';
import type { Screen } from '../access/screens.ts';
import type { LocationFlag } from '../locations/location-schemas.ts';

/**
 * The tabs of `/settings` (spec part 2 §2 "Settings tabs"), in display order. Subsidies and
 * Credits are screens of their own (`settingsScreenLinks`); Communications holds the
 * announcements.
 */
export const settingsTabs = [
  'operations',
  'fulfilment',
  'appearance',
  'promos',
  'business',
  'communications',
  'locations',
] as const;
export type SettingsTab = (typeof settingsTabs)[number];

/** Flags a tab needs (every one); a tab without an entry is shown wherever Settings is. */
const tabFlags: Partial<Record<SettingsTab, LocationFlag[]>> = {
  // Promo codes only price an order where the location takes discounts (cost inputs).
  promos: ['discount'],
};

/** The settings tabs this user sees at this location; none when Settings itself is closed. */
export function visibleSettingsTabs(context: AccessContext): SettingsTab[] {
  if (!canOpenScreen('settings', context)) return [];
  return settingsTabs.filter((tab) =>
    (tabFlags[tab] ?? []).every((flag) => context.location?.[flag] === true),
  );
}

/**
 * The other screens of the settings area, offered as links on `/settings` so that each is
 * reachable without typing its address: those this user may open at this location.
 */
const settingsScreens: readonly Screen[] = [
  'customize',
  'advanced',
  'menu_groups',
  'subsidies',
  'credits',
  'members',
  'team',
  'change_history',
];

export function settingsScreenLinks(context: AccessContext): Screen[] {
  return settingsScreens.filter((screen) => canOpenScreen(screen, context));
}
