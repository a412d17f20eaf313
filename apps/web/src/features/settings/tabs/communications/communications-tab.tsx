import type { Location } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { Text } from '@mantine/core';

/** The Communications tab: the announcements this location posted (issue 14, in progress). */
export function CommunicationsTab({ location }: { location: Location }) {
  const { t } = useTranslation();
  return (
    <Text>
      {t('announcements.title')} — {location.name}
    </Text>
  );
}
