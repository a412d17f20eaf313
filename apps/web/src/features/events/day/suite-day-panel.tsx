import { Group, Stack } from '@mantine/core';
import type { EventSuiteDetails } from '@app/domain';
import { FinalizeButton } from './finalize-button.tsx';
import { GuestCountLines } from './guest-count-lines.tsx';

/** The suite settings page's event-day part: the lines following the count, finalize the suite. */
export function SuiteDayPanel({ details }: { details: EventSuiteDetails }) {
  return (
    <Stack gap="sm">
      <GuestCountLines details={details} />
      <Group>
        <FinalizeButton
          eventId={details.event_id}
          suite={{ id: details.id, name: details.suite.name }}
        />
      </Group>
    </Stack>
  );
}
