import { useEffect, type ReactNode } from 'react';
import { Alert, Button, Center, Group, Stack } from '@mantine/core';
import { errorMessage } from '#i18n/error-messages.ts';
import { useTranslation } from 'react-i18next';
import { logout } from '#lib/session/end-session.ts';
import { sessionStore, useActiveSession } from '#lib/session/session-store.ts';
import { useLocale } from '#i18n/use-locale.ts';
import { ActiveLocationContext } from '#shared/locations/active-location.ts';
import { useLocations } from '#shared/locations/get-locations.ts';
import { PageLoading } from '../pages/page-loading.tsx';

/** Loads the user's locations and provides the active one to the shell and its screens. */
export function LocationsGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { tenantId } = useActiveSession();
  const locations = useLocations();
  const active = locations.data?.find((location) => location.id === tenantId);
  const fallback = locations.data?.[0];

  // The tenant is not among the answered locations (e.g. removed since sign-in): use the first.
  useEffect(() => {
    if (!active && fallback) sessionStore.setTenant(fallback.id);
  }, [active, fallback]);

  if (active) {
    return <ActiveLocationContext value={active}>{children}</ActiveLocationContext>;
  }
  if (locations.isPending || fallback) return <PageLoading />;
  return (
    <Center mih="100vh" component="main">
      <Stack align="center">
        <Alert color="red" role="alert">
          {locations.isError ? t('errors.locationsLoad') : errorMessage('no_locations', locale)}
        </Alert>
        <Group>
          {locations.isError && (
            <Button onClick={() => void locations.refetch()}>{t('actions.retry')}</Button>
          )}
          <Button variant="default" onClick={() => void logout()}>
            {t('actions.logout')}
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
