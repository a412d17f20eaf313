import { Button, Group, Text } from '@mantine/core';
import { formatCalendarDate } from '@app/domain';
import { modals } from '@mantine/modals';
import { IconCopy, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '#i18n/use-locale.ts';

interface WeekActionsProps {
  today: string;
  /** The week is read: there is something to copy. */
  loaded: boolean;
  copying: boolean;
  cleaning: boolean;
  busy: boolean;
  onCopy: () => void;
  onCleanUp: () => void;
}

/** A manager's actions on the whole plan: copy this week to the next, clean up the past days. */
export function WeekActions(props: WeekActionsProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const confirmCleanup = () =>
    modals.openConfirmModal({
      title: t('rotationalMenus.cleanup.title'),
      children: (
        <Text size="sm">
          {t('rotationalMenus.cleanup.body', { today: formatCalendarDate(props.today, locale) })}
        </Text>
      ),
      labels: { confirm: t('rotationalMenus.cleanup.confirm'), cancel: t('actions.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: props.onCleanUp,
    });

  return (
    <Group gap="sm">
      <Button
        variant="light"
        leftSection={<IconCopy size={16} aria-hidden />}
        loading={props.copying}
        disabled={!props.loaded || props.busy}
        onClick={props.onCopy}
      >
        {t('rotationalMenus.copy.action')}
      </Button>
      <Button
        variant="light"
        color="red"
        leftSection={<IconTrash size={16} aria-hidden />}
        loading={props.cleaning}
        disabled={props.busy}
        onClick={confirmCleanup}
      >
        {t('rotationalMenus.cleanup.action')}
      </Button>
    </Group>
  );
}
