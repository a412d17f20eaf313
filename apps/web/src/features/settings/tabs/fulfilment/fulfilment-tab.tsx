import { useCallback, useMemo, useState } from 'react';
import { Divider, Stack } from '@mantine/core';
import type { Location } from '@app/domain';
import { useUnsavedChanges } from '#shared/hooks/use-unsaved-changes.tsx';
import { DeliverySection } from './delivery-section.tsx';
import { DeliveryTester } from './delivery-tester.tsx';
import { OnsiteSection } from './onsite-section.tsx';
import { SchoolsSection } from './schools-section.tsx';

/**
 * The Fulfilment tab of Settings: delivery and its tester (where the location delivers),
 * schools (K-12 locations) and on-site seating. Each section loads and saves on its own; leaving
 * the page asks first while any of them holds unsaved changes (one blocker for the tab: the
 * router keeps only one).
 */
export function FulfilmentTab({ location }: { location: Location }) {
  const [dirty, setDirty] = useState<Record<string, boolean>>({});
  useUnsavedChanges(Object.values(dirty).some(Boolean));
  const track = useCallback(
    (section: string) => (isDirty: boolean) =>
      setDirty((shown) => (shown[section] === isDirty ? shown : { ...shown, [section]: isDirty })),
    [],
  );
  const onDelivery = useMemo(() => track('delivery'), [track]);
  const onSchools = useMemo(() => track('schools'), [track]);
  const onOnsite = useMemo(() => track('onsite'), [track]);
  return (
    <Stack gap="xl">
      {location.delivery && <DeliverySection onDirty={onDelivery} />}
      {location.delivery && <DeliveryTester />}
      {location.k12 && <SchoolsSection onDirty={onSchools} />}
      <Divider />
      <OnsiteSection onDirty={onOnsite} />
    </Stack>
  );
}
