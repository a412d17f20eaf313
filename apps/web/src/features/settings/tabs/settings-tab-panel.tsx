import type { Location, SettingsTab } from '@app/domain';
import { LocationsTab } from './locations/locations-tab.tsx';

/** The settings tabs whose forms exist. */
export const builtSettingsTabs: ReadonlySet<SettingsTab> = new Set(['locations']);

/** The form of a settings tab for the active location. */
export function SettingsTabPanel({ tab, location }: { tab: SettingsTab; location: Location }) {
  switch (tab) {
    case 'locations':
      return <LocationsTab location={location} />;
    default:
      return null;
  }
}
