import { Button, Modal, Stack, Text } from '@mantine/core';
import type { CartItem } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { DialogFooter } from './dialog-footer.tsx';

interface RemoveItemDialogProps {
  /** The server's refusal of the last attempt. */
  error: string | null;
  number: number;
  item: CartItem | null;
  pending: boolean;
  onClose: () => void;
  onRemove: (item: CartItem) => void;
}

/** Removing an item is irreversible: asked once more, with what it does. */
export function RemoveItemDialog({
  error,
  number,
  item,
  pending,
  onClose,
  onRemove,
}: RemoveItemDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={item !== null}
      onClose={onClose}
      title={t('orderManager.removeItem.title', { name: item?.name ?? '' })}
    >
      <Stack>
        <Text size="sm">{t('orderManager.removeItem.body', { number })}</Text>
        <DialogFooter
          error={error}
          cancelLabel={t('orderManager.removeItem.cancel')}
          onCancel={onClose}
        >
          <Button color="red" loading={pending} onClick={() => item && onRemove(item)}>
            {t('orderManager.removeItem.confirm')}
          </Button>
        </DialogFooter>
      </Stack>
    </Modal>
  );
}
