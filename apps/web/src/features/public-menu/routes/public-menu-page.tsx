import { useEffect } from 'react';
import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useLocale } from '#i18n/use-locale.ts';
import { usePublicMenuLanguage } from '../hooks/use-public-menu-language.ts';
import { ApiError } from '#lib/api/api-error.ts';
import { usePublicMenu } from '../api/get-public-menu.ts';
import { PublicFrame } from '../components/public-frame.tsx';
import { PublicMenus } from '../components/public-menus.tsx';

/**
 * `/menu/{slug}`: the public web menu of a location ("Go to menu", spec part 1 §2), outside the
 * shell and without sign-in. Reads the location's public file (guests' published menus only)
 * and shows each menu with whether it is open now (its hours in the location's time zone), its
 * items' prices in the page's language, allergens, diets and sold-out state, in the location's
 * appearance (settings → appearance: display name, theme, colour, fonts, image, list or gallery).
 * In the languages the location offers: the guest's own choice when offered, else the location's
 * primary language; an unknown slug says the menu is not found.
 */
export function PublicMenuPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { slug = '' } = useParams();
  const query = usePublicMenu(slug);
  const branding = query.data?.branding;
  const name = branding?.display_name || query.data?.location.name;
  usePublicMenuLanguage(branding);
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
    <PublicFrame heading={name ?? query.data.location.name} branding={query.data.branding}>
      <PublicMenus file={query.data} />
    </PublicFrame>
  );
}
