import { useState } from 'react';
import { Button, Group, List, Modal, Stack, Text, TextInput } from '@mantine/core';
import { overwriteWordFor } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { useLocale } from '#i18n/use-locale.ts';

export interface OverwriteConflict {
  location: string;
  names: string[];
}

interface Props {
  conflicts: OverwriteConflict[];
  opened: boolean;
  busy: boolean;
  onCancel: () => void;
  /** Called with the typed word once it is the word of the interface language. */
  onConfirm: (word: string) => void;
}

/**
 * The overwrite confirmation (spec part 1 §5): lists what would be overwritten and enables the
 * action only once the user types OVERWRITE (English) or ECRASER (French).
 */
export function OverwriteConfirmModal({ conflicts, opened, busy, onCancel, onConfirm }: Props) {
  const { t } = useTranslation();
  const word = overwriteWordFor(useLocale());
  const [typed, setTyped] = useState('');
  const confirmed = typed.trim() === word;
  const close = () => {
    setTyped('');
    onCancel();
  };

  return (
    <Modal opened={opened} onClose={close} title={t('replicate.confirm.title')} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (confirmed) onConfirm(word);
        }}
      >
        <Stack gap="sm">
          <Text size="sm">{t('replicate.confirm.intro')}</Text>
          <List size="sm">
            {conflicts.map((conflict) => (
              <List.Item key={conflict.location}>
                {t('replicate.confirm.location', {
                  location: conflict.location,
                  names: conflict.names.join(', '),
                })}
              </List.Item>
            ))}
          </List>
          <TextInput
            label={t('replicate.confirm.wordLabel', { word })}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            autoComplete="off"
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" color="red" disabled={!confirmed} loading={busy}>
              {t('replicate.confirm.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
