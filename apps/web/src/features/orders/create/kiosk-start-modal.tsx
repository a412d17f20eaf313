import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '#shared/components/language-switch.tsx';

interface KioskStartModalProps {
  opened: boolean;
  /** Starts a new order (the kiosk's only screen is order creation). */
  onStart: () => void;
}

/**
 * The kiosk's start screen (spec part 2 §2, §6): a kiosk only creates or edits orders, so the
 * modal offers exactly that: the language of the order, then "Start a new order". It cannot be
 * dismissed otherwise, so a guest never lands in the previous guest's half-made order.
 */
export function KioskStartModal({ opened, onStart }: KioskStartModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={() => undefined}
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
      fullScreen
      centered
      title={t('orders.kiosk.title')}
      styles={{ title: { fontSize: 'var(--mantine-h1-font-size)', fontWeight: 700 } }}
    >
      <Stack align="center" justify="center" mih="80vh" gap="xl">
        <Text size="lg">{t('orders.kiosk.body')}</Text>
        <Button size="xl" onClick={onStart} data-autofocus>
          {t('orders.kiosk.start')}
        </Button>
        <Group gap="xs" aria-label={t('orders.kiosk.language')}>
          <LanguageSwitch />
        </Group>
      </Stack>
    </Modal>
  );
}
