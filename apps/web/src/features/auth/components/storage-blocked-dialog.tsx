import { useState } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isStorageBlocked } from '#lib/storage/browser-storage.ts';

/**
 * "Login Failed": shown when the browser blocks storage, which happens when third-party cookies
 * are blocked and the app runs embedded in a host app; the session could not be kept.
 */
export function StorageBlockedDialog() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(isStorageBlocked);
  return (
    <Modal
      opened={opened}
      onClose={() => setOpened(false)}
      title={t('login.failed.title')}
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      <Text size="sm">{t('login.failed.body')}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={() => setOpened(false)}>
          {t('actions.close')}
        </Button>
        <Button onClick={() => window.location.reload()}>{t('actions.reload')}</Button>
      </Group>
    </Modal>
  );
}
