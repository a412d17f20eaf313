import { Divider, Stack } from '@mantine/core';
import type { Location } from '@app/domain';
import { DeliverySection } from './delivery-section.tsx';
import { DeliveryTester } from './delivery-tester.tsx';
import { OnsiteSection } from './onsite-section.tsx';
import { SchoolsSection } from './schools-section.tsx';

/**
 * The Fulfilment tab of Settings: delivery and its tester (where the location delivers),
 * schools (K-12 locations) and on-site seating. Each section loads and saves on its own and
 * reports its unsaved changes to the settings screen.
 */
export function FulfilmentTab({ location }: { location: Location }) {
  return (
    <Stack gap="xl">
      {location.delivery && <DeliverySection />}
      {location.delivery && <DeliveryTester />}
      {location.k12 && <SchoolsSection />}
      <Divider />
      <OnsiteSection />
    </Stack>
  );
}
