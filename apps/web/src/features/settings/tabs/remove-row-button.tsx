import { ActionIcon, type MantineSpacing } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';

/** The red bin that removes a row of a settings list; `label` names what it removes. */
export function RemoveRowButton({
  label,
  onClick,
  mt,
}: {
  label: string;
  onClick: () => void;
  /** Lines the bin up with inputs that have a label above them. */
  mt?: MantineSpacing | number;
}) {
  return (
    <ActionIcon variant="subtle" color="red" mt={mt} aria-label={label} onClick={onClick}>
      <IconTrash size={16} aria-hidden />
    </ActionIcon>
  );
}
