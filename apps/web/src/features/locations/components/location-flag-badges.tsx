import { Badge, Group } from '@mantine/core';
import type { Location } from '@app/domain';
import { useTranslation } from 'react-i18next';

/** The flags summarised on the locations list, in this order. */
const SUMMARY_FLAGS = [
  'pos_integrated',
  'marketplace_hub',
  'order_management',
  'suites_enabled',
  'catering',
  'k12',
  'subsidies',
  'app8_credits',
  'membership_program',
  'delivery',
  'orders_paused',
] as const;

export function LocationFlagBadges({ location }: { location: Location }) {
  const { t } = useTranslation();
  const flags = SUMMARY_FLAGS.filter((flag) => location[flag]);
  if (flags.length === 0) return null;
  return (
    <Group gap={4}>
      {flags.map((flag) => (
        <Badge
          key={flag}
          size="sm"
          variant="light"
          color={flag === 'orders_paused' ? 'orange' : undefined}
        >
          {t(`locations.flags.${flag}`)}
        </Badge>
      ))}
    </Group>
  );
}
