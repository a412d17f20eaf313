import { ActionIcon, Group } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';

interface RowActionsProps {
  editLabel: string;
  deleteLabel: string;
  onEdit: () => void;
  onDelete: () => void;
}

/** A row's pencil and red bin, each named after what it acts on. */
export function RowActions({ editLabel, deleteLabel, onEdit, onDelete }: RowActionsProps) {
  return (
    <Group gap="xs" justify="flex-end" wrap="nowrap">
      <ActionIcon variant="subtle" aria-label={editLabel} onClick={onEdit}>
        <IconPencil size={16} aria-hidden />
      </ActionIcon>
      <ActionIcon variant="subtle" color="red" aria-label={deleteLabel} onClick={onDelete}>
        <IconTrash size={16} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
