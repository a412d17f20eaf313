import { ActionIcon, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The info icon of the login screen and the dialog explaining sign-in and who to contact. */
export function LoginInfoButton() {
  const { t } = useTranslation();
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
          <Text size="sm">{t('login.info.forgot')}</Text>
          <Text size="sm">{t('login.info.contact')}</Text>
        </Stack>
      </Modal>
    </>
  );
}
