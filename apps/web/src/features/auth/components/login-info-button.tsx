import { ActionIcon, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSsoSettings } from '../api/get-sso-settings.ts';

/**
 * The info icon of the login screen and the dialog explaining sign-in and who to contact; the
 * single sign-on button is mentioned only when the server offers it (as the button is shown).
 */
export function LoginInfoButton() {
  const { t } = useTranslation();
  const sso = useSsoSettings();
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <ActionIcon variant="subtle" aria-label={t('login.info.open')} onClick={open}>
        <IconInfoCircle size={20} aria-hidden />
      </ActionIcon>
      <Modal
        opened={opened}
        onClose={close}
        title={t('login.info.title')}
        closeButtonProps={{ 'aria-label': t('actions.close') }}
      >
        <Stack gap="sm">
          <Text size="sm">{t('login.info.howTo')}</Text>
          {sso.data?.enabled && <Text size="sm">{t('login.info.sso')}</Text>}
          <Text size="sm">{t('login.info.forgot')}</Text>
          <Text size="sm">{t('login.info.contact')}</Text>
        </Stack>
      </Modal>
    </>
  );
}
