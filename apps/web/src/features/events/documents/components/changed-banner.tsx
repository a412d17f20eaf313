import { Alert, List, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DocumentVersionState } from '@app/domain';
import { useLocale } from '#i18n/use-locale.ts';
import { changeText } from './change-text.ts';

/**
 * "Changed since printed (version N)": every difference between the version printed last and
 * the document now, so that nobody cooks or serves from a stale sheet. Nothing when the
 * document was never printed or is as printed.
 */
export function ChangedBanner({
  state,
  timeZone,
}: {
  state: DocumentVersionState;
  timeZone: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (!state.changed_since_printed || state.printed_version === null) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      role="alert"
      icon={<IconAlertTriangle aria-hidden />}
      title={t('eventDocuments.changed.title', { version: state.printed_version })}
    >
      <Text size="sm">{t('eventDocuments.changed.intro')}</Text>
      <List size="sm" mt={4}>
        {state.changes.map((change, index) => (
          <List.Item key={index}>{changeText(change, { t, locale, timeZone })}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
