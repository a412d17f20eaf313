import type { ReactNode } from 'react';
import { ActionIcon, Button, Group, type ActionIconProps } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';

/** The red trash button that removes one row of a repeatable list (ingredient, price, code…). */
export function RemoveRowButton({
  label,
  onClick,
  ...position
}: { label: string; onClick: () => void } & Pick<ActionIconProps, 'mt' | 'mb'>) {
  return (
    <ActionIcon variant="subtle" color="red" aria-label={label} onClick={onClick} {...position}>
      <IconTrash size={16} />
    </ActionIcon>
  );
}

/** The "+ Add …" button under a repeatable list. */
export function AddRowButton({ children, onClick }: { children: ReactNode; onClick: () => void }) {
  return (
    <Group>
      <Button
        variant="light"
        size="compact-sm"
        leftSection={<IconPlus size={14} />}
        onClick={onClick}
      >
        {children}
      </Button>
    </Group>
  );
}
