import type { ReactNode } from 'react';
import { Alert, Button, Group } from '@mantine/core';

interface DialogFooterProps {
  /** The server's refusal of the last attempt, shown above the buttons. */
  error: string | null;
  cancelLabel: string;
  onCancel: () => void;
  /** The dialog's own action buttons, after Cancel. */
  children: ReactNode;
}

/** The end of every order-action dialog: the refusal, if any, then Cancel and the actions. */
export function DialogFooter({ error, cancelLabel, onCancel, children }: DialogFooterProps) {
  return (
    <>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {cancelLabel}
        </Button>
        {children}
      </Group>
    </>
  );
}
