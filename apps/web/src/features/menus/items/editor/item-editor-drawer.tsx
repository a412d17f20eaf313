import { useCallback, useRef } from 'react';
import { Drawer, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Item } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { confirmDiscard } from '#shared/hooks/use-unsaved-changes.tsx';
import { useLocale } from '#i18n/use-locale.ts';
import { localizedName } from '#shared/catalogue/content-languages.ts';
import type { ItemParent } from '../api/item-paths.ts';
import { ItemEditorForm } from './item-editor-form.tsx';

interface ItemEditorDrawerProps {
  parent: ItemParent;
  opened: boolean;
  /** The item edited; null with `opened` creates one. */
  item: Item | null;
  onClose: () => void;
}

/** The item editor in a side drawer; closing it with unsaved changes asks first. */
export function ItemEditorDrawer({ parent, opened, item, onClose }: ItemEditorDrawerProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const small = useMediaQuery('(max-width: 64em)');
  const dirty = useRef(false);
  const onDirtyChange = useCallback((value: boolean) => {
    dirty.current = value;
  }, []);

  const requestClose = () => {
    if (!dirty.current) return onClose();
    confirmDiscard(() => {
      dirty.current = false;
      onClose();
    });
  };

  return (
    <Drawer
      opened={opened}
      onClose={requestClose}
      position="right"
      size={small ? '100%' : 1040}
      title={
        <Text fw={700} size="lg" component="span">
          {item
            ? t('items.editor.editTitle', { name: localizedName(item, locale) })
            : t('items.editor.createTitle')}
        </Text>
      }
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      {opened && (
        <ItemEditorForm
          key={item?.id ?? 'new'}
          parent={parent}
          item={item}
          onDirtyChange={onDirtyChange}
          onSaved={() => {
            dirty.current = false;
            onClose();
          }}
          onCancel={requestClose}
        />
      )}
    </Drawer>
  );
}
