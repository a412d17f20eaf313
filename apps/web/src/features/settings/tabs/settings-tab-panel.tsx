import type { Location, SettingsTab } from '@app/domain';
import { AppearanceTab } from './appearance/appearance-tab.tsx';
import { BusinessTab } from './business/business-tab.tsx';
import { CommunicationsTab } from './communications/communications-tab.tsx';
import { FulfilmentTab } from './fulfilment/fulfilment-tab.tsx';
import { LocationsTab } from './locations/locations-tab.tsx';
import { OperationsTab } from './operations/operations-tab.tsx';
import { PromosTab } from './promos/promos-tab.tsx';

/** The form of a settings tab for the active location. */
export function SettingsTabPanel({ tab, location }: { tab: SettingsTab; location: Location }) {
  switch (tab) {
    case 'operations':
      return <OperationsTab location={location} />;
    case 'fulfilment':
      return <FulfilmentTab location={location} />;
    case 'appearance':
      return <AppearanceTab location={location} />;
    case 'promos':
      return <PromosTab location={location} />;
    case 'business':
      return <BusinessTab location={location} />;
    case 'communications':
      return <CommunicationsTab location={location} />;
    case 'locations':
      return <LocationsTab location={location} />;
  }
}
