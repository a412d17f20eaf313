import { useEffect } from 'react';
import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useLocale } from '#i18n/use-locale.ts';
import { ApiError } from '#lib/api/api-error.ts';
import { usePublicMenu } from '../api/get-public-menu.ts';
import { PublicFrame } from '../components/public-frame.tsx';
import { PublicMenus } from '../components/public-menus.tsx';

/**
 * `/menu/{slug}`: the public web menu of a location ("Go to menu", spec part 1 §2), outside the
 * shell and without sign-in. Reads the location's public file (guests' published menus only)
 * and shows each menu with whether it is open now (its hours in the location's time zone), its
 * items' prices in the page's language, allergens, diets and sold-out state. English or French
 * (the browser's language first, then the switch); an unknown slug says the menu is not found.
 */
export function PublicMenuPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { slug = '' } = useParams();
  const query = usePublicMenu(slug);
  const name = query.data?.location.name;
  useEffect(() => {
    if (name) document.title = t('publicMenu.pageTitle', { location: name });
  }, [name, locale, t]);

  if (query.isPending) {
    return (
      <PublicFrame heading={t('publicMenu.subtitle')}>
        <Center py="xl">
          <Loader aria-label={t('publicMenu.loading')} />
        </Center>
      </PublicFrame>
    );
  }
  if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <PublicFrame heading={notFound ? t('publicMenu.notFoundTitle') : t('publicMenu.subtitle')}>
        <Stack align="flex-start">
          <Text role={notFound ? undefined : 'alert'}>
            {notFound ? t('publicMenu.notFoundBody') : t('publicMenu.loadFailed')}
          </Text>
          {!notFound && (
            <Button variant="outline" onClick={() => void query.refetch()}>
              {t('publicMenu.retry')}
            </Button>
          )}
        </Stack>
      </PublicFrame>
    );
  }
  return (
    <PublicFrame heading={query.data.location.name}>
      <PublicMenus file={query.data} />
    </PublicFrame>
  );
}
