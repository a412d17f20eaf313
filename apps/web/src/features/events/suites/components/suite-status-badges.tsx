import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EventSuiteInvoiceStatus, EventSuiteStatus } from '@app/domain';

const statusColours: Record<EventSuiteStatus, string> = {
  not_configured: 'gray',
  email_scheduled: 'blue',
  email_sent: 'cyan',
  pending: 'yellow',
  accepted: 'teal',
  completed: 'green',
  cancelled: 'red',
  refunded: 'grape',
};

const invoiceColours: Record<EventSuiteInvoiceStatus, string> = {
  none: 'gray',
  not_ready: 'yellow',
  ready: 'green',
};

/**
 * A badge is never narrower than its words: Mantine's clips its label, which lets a table's
 * automatic layout squeeze the status column until the French ones read "COURRIEL ENV…".
 */
const wholeWords = { minWidth: 'max-content' } as const;

/** A suite's status (spec part 2 §4 "Events") as a badge. */
export function SuiteStatusBadge({ status }: { status: EventSuiteStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={statusColours[status]} variant="light" style={wholeWords}>
      {t(`eventSuites.statuses.${status}`)}
    </Badge>
  );
}

/** The suite's status and its invoice status, side by side. */
export function SuiteStatusBadges(props: {
  status: EventSuiteStatus;
  invoiceStatus: EventSuiteInvoiceStatus;
}) {
  const { t } = useTranslation();
  return (
    <Group gap="xs">
      <SuiteStatusBadge status={props.status} />
      <Badge color={invoiceColours[props.invoiceStatus]} variant="outline" style={wholeWords}>
        {t(`eventSuites.invoiceStatuses.${props.invoiceStatus}`)}
      </Badge>
    </Group>
  );
}
