import { Stack } from '@mantine/core';
import type { Location } from '@app/domain';
import { MarketplaceSection } from './marketplace-section.tsx';
import { TaxRatesSection } from './tax-rates-section.tsx';

/** The Business settings tab: province and tax rates; marketplace locations for hubs. */
export function BusinessTab({ location }: { location: Location }) {
  return (
    <Stack gap="xl">
      <TaxRatesSection location={location} />
      {location.marketplace_hub && <MarketplaceSection />}
    </Stack>
  );
}
