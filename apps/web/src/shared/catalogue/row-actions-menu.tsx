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
  /** The button's accessible name, naming the row ("More actions for Lunch"). */
  label: string;
  onEdit?: () => void;
  onDuplicate?: () => void;
  /** Offers "Publish" or "Unpublish", whichever applies. */
  publication?: { published: boolean; onToggle: () => void };
  /** The row's own entries (`Menu.Item`s), placed after the standard ones and before "Delete". */
  children?: ReactNode;
  onDelete?: () => void;
}

/**
 * The three-dot menu of a catalogue row (menu, section, item, modifier group, menu group):
 * edit, duplicate, publish or unpublish, the row's own entries, then delete — each only where
 * its handler is given.
 */
export function RowActionsMenu({
  label,
  onEdit,
  onDuplicate,
  publication,
  children,
  onDelete,
}: RowActionsMenuProps) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={label}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {onEdit && (
          <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={onEdit}>
            {t('actions.edit')}
          </Menu.Item>
        )}
        {onDuplicate && (
          <Menu.Item leftSection={<IconCopy size={16} aria-hidden />} onClick={onDuplicate}>
            {t('actions.duplicate')}
          </Menu.Item>
        )}
        {publication && (
          <Menu.Item
            leftSection={
              publication.published ? (
                <IconEyeOff size={16} aria-hidden />
              ) : (
                <IconEye size={16} aria-hidden />
              )
            }
            onClick={publication.onToggle}
          >
            {publication.published ? t('actions.unpublish') : t('actions.publish')}
          </Menu.Item>
        )}
        {children}
        {onDelete && (
          <>
            <Menu.Divider />
            <Menu.Item
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={onDelete}
            >
              {t('actions.delete')}
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
