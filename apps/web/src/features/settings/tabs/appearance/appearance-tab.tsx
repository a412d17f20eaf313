import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import type { Location } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { useBranding } from './api/get-branding.ts';
import { AppearanceForm } from './appearance-form-view.tsx';

/**
 * Settings → Appearance: how the location's public menu looks (display name, image, theme,
 * primary colour, fonts, languages, list or gallery, card style), with a live preview. Manager
 * and above (the settings screen's own rule). Needs the `settingsAppearance` and `catalogue`
 * catalogues (the image field's text).
 */
export function AppearanceTab({ location }: { location: Location }) {
  const { t } = useTranslation();
  const query = useBranding(location.id);
  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('settingsAppearance.title')} />
      </Center>
    );
  }
  if (query.isError) {
    return (
      <Stack align="flex-start">
        <Text role="alert">{t('settingsAppearance.loadFailed')}</Text>
        <Button variant="outline" onClick={() => void query.refetch()}>
          {t('settingsAppearance.retry')}
        </Button>
      </Stack>
    );
  }
  // A new location starts a new form: nothing typed at one is carried to the other.
  return <AppearanceForm key={location.id} location={location} saved={query.data} />;
}
