import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The whole-page spinner: while the first screen's code loads, or the locations do. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <Center mih="100vh" aria-busy>
      <Loader aria-label={t('app.loading')} />
    </Center>
  );
}
