import { Button, Group } from '@mantine/core';
import { IconChefHat, IconClipboardList } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * Links to the documents from the event details and suite settings pages, named with the events
 * catalogue those pages already load.
 */

/** The event's production sheet, from the event details page. */
export function ProductionSheetLink({ eventId }: { eventId: number }) {
  const { t } = useTranslation();
  return (
    <Group>
      <Button
        variant="default"
        component={Link}
        to={`/events/${eventId}/production-sheet`}
        leftSection={<IconChefHat size={16} aria-hidden />}
      >
        {t('events.productionSheetTitle')}
      </Button>
    </Group>
  );
}

/** A suite's BEO, from its settings page (`suiteId`: the event suite's id). */
export function BeoLink({ eventId, suiteId }: { eventId: number; suiteId: number }) {
  const { t } = useTranslation();
  return (
    <Group>
      <Button
        variant="default"
        component={Link}
        to={`/events/${eventId}/suites/${suiteId}/beo`}
        leftSection={<IconClipboardList size={16} aria-hidden />}
      >
        {t('events.beoTitle')}
      </Button>
    </Group>
  );
}
