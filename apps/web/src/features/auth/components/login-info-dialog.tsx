import { Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The login screen's dialog explaining sign-in and who to contact. */
export function LoginInfoDialog({
  opened,
  onClose,
  ssoOffered,
}: {
  opened: boolean;
  onClose: () => void;
  /** Whether the login screen shows the single sign-on button, which the dialog then explains. */
  ssoOffered: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('login.info.title')}
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      <Stack gap="sm">
        <Text size="sm">{t('login.info.howTo')}</Text>
        {ssoOffered && <Text size="sm">{t('login.info.sso')}</Text>}
        <Text size="sm">{t('login.info.forgot')}</Text>
        <Text size="sm">{t('login.info.contact')}</Text>
      </Stack>
    </Modal>
  );
}
