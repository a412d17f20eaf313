import { Alert, Anchor } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** At a school without an end of school year: credits wait for it (Settings › Operations). */
export function SchoolYearNotice() {
  const { t } = useTranslation();
  return (
    <Alert
      color="yellow"
      icon={<IconAlertTriangle size={18} />}
      title={t('credits.schoolYear.title')}
    >
      {t('credits.schoolYear.body')}{' '}
      <Anchor component={Link} to="/settings?tab=operations">
        {t('credits.schoolYear.link')}
      </Anchor>
    </Alert>
  );
}
