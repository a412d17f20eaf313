import { useState } from 'react';
import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import type { Item } from '@app/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocale } from '#i18n/use-locale.ts';
import { notifySuccess } from '#lib/notify.ts';
import { useActiveSession } from '#lib/session/session-store.ts';
import { localizedName } from '#shared/catalogue/content-languages.ts';
import { menuQueryOptions } from '#shared/catalogue/get-menu.ts';
import { useMenus } from '#shared/catalogue/get-menus.ts';
import { useMoveItem } from '../api/item-actions.ts';

interface MoveItemModalProps {
  /** The item to move; the dialog is closed when null. */
  item: Item | null;
  onClose: () => void;
}

/** Moves an item to the end of another menu (without sections) or of a section of a menu. */
export function MoveItemModal({ item, onClose }: MoveItemModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={item !== null} onClose={onClose} title={t('items.move.title')}>
      {item && <MoveItemForm item={item} onClose={onClose} />}
    </Modal>
  );
}

function MoveItemForm({ item, onClose }: { item: Item; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const menus = useMenus();
  const [menuId, setMenuId] = useState<number | null>(null);
  const [sectionId, setSectionId] = useState<number | null>(null);
  const target = menus.data?.find((menu) => menu.id === menuId) ?? null;
  const needsSection = target?.allow_sections ?? false;
  const { tenantId } = useActiveSession();
  // The sections of the chosen menu, read only once a menu that uses sections is chosen.
  const sections = useQuery({
    ...menuQueryOptions(tenantId, menuId ?? 0),
    enabled: menuId !== null && needsSection,
  });
  const move = useMoveItem();
  const sameParent =
    menuId === item.menu_id && (needsSection ? sectionId === item.section_id : true);
  const ready = target !== null && (!needsSection || sectionId !== null) && !sameParent;

  const submit = () => {
    if (!target) return;
    move.mutate(
      { id: item.id, menu_id: target.id, section_id: needsSection ? sectionId : null },
      {
        onSuccess: () => {
          notifySuccess(t('items.toasts.moved', { name: localizedName(item, locale) }));
          onClose();
        },
      },
    );
  };

  return (
    <Stack gap="md">
      <Text size="sm">{t('items.move.body', { name: localizedName(item, locale) })}</Text>
      <Select
        label={t('items.move.menu')}
        searchable
        data={(menus.data ?? []).map((menu) => ({
          value: String(menu.id),
          label: localizedName(menu, locale),
        }))}
        value={menuId === null ? null : String(menuId)}
        onChange={(value) => {
          setMenuId(value === null ? null : Number(value));
          setSectionId(null);
        }}
      />
      {needsSection && (
        <Select
          label={t('items.move.section')}
          searchable
          disabled={!sections.data}
          data={(menuId !== null && sections.data?.id === menuId ? sections.data.sections : []).map(
            (section) => ({ value: String(section.id), label: localizedName(section, locale) }),
          )}
          value={sectionId === null ? null : String(sectionId)}
          onChange={(value) => setSectionId(value === null ? null : Number(value))}
        />
      )}
      {sameParent && target && (
        <Text size="sm" c="dimmed">
          {t('items.move.alreadyThere')}
        </Text>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('actions.cancel')}
        </Button>
        <Button onClick={submit} disabled={!ready} loading={move.isPending}>
          {t('items.move.submit')}
        </Button>
      </Group>
    </Stack>
  );
}
