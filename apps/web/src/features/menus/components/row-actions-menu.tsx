import type { ReactNode } from 'react';
import { ActionIcon, Menu } from '@mantine/core';
import {
  IconCopy,
  IconDots,
  IconEye,
  IconEyeOff,
  IconPencil,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface RowActionsMenuProps {
  /** The name of the row, for the button's label ("More actions for Lunch"). */
  name: string;
  published: boolean;
  onEdit: () => void;
  onDuplicate: () => void;
  onTogglePublished: () => void;
  onDelete: () => void;
  /** Extra entries placed before "Delete" (e.g. "Move to another menu"). */
  extra?: ReactNode;
}

/** The three-dot menu of a menu or section: edit, duplicate, publish or unpublish, delete. */
export function RowActionsMenu({
  name,
  published,
  onEdit,
  onDuplicate,
  onTogglePublished,
  onDelete,
  extra,
}: RowActionsMenuProps) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t('menus.list.actionsFor', { name })}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={onEdit}>
          {t('actions.edit')}
        </Menu.Item>
        <Menu.Item leftSection={<IconCopy size={16} aria-hidden />} onClick={onDuplicate}>
          {t('actions.duplicate')}
        </Menu.Item>
        <Menu.Item
          leftSection={
            published ? <IconEyeOff size={16} aria-hidden /> : <IconEye size={16} aria-hidden />
          }
          onClick={onTogglePublished}
        >
          {published ? t('actions.unpublish') : t('actions.publish')}
        </Menu.Item>
        {extra}
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={onDelete}>
          {t('actions.delete')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
