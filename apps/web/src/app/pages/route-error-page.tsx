import { Alert, Button, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A screen whose code could not be loaded (offline, new deployment, time-out). */
export function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <Stack p="md" align="flex-start">
      <Alert color="red" icon={<IconAlertTriangle aria-hidden />} role="alert">
        {t('app.chunkLoadFailed')}
      </Alert>
      <Button onClick={() => window.location.reload()}>{t('actions.reload')}</Button>
    </Stack>
  );
}
