import { useState } from 'react';
import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import type { Section } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { useLocale } from '#i18n/use-locale.ts';
import { localizedName } from '#shared/catalogue/content-languages.ts';
import { useMenus } from '#shared/catalogue/get-menus.ts';

interface MoveSectionModalProps {
  section: Section;
  onClose: () => void;
  onMove: (menuId: number, menuName: string) => Promise<unknown>;
}

/** Chooses the menu a section moves to (other menus that use sections). */
export function MoveSectionModal({ section, onClose, onMove }: MoveSectionModalProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const menus = useMenus();
  const [target, setTarget] = useState<string | null>(null);
  const [moving, setMoving] = useState(false);
  const options = (menus.data ?? [])
    .filter((menu) => menu.id !== section.menu_id && menu.allow_sections)
    .map((menu) => ({ value: String(menu.id), label: localizedName(menu, locale) }));

  const move = async () => {
    const chosen = options.find((option) => option.value === target);
    if (!chosen) return;
    setMoving(true);
    try {
      await onMove(Number(chosen.value), chosen.label);
      onClose();
    } catch {
      // Already reported by the mutation; the modal stays open to try again.
    } finally {
      setMoving(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={t('menus.sections.moveTitle', { name: section.name })}>
      <Stack>
        {options.length === 0 && !menus.isPending ? (
          <Text size="sm">{t('menus.sections.noOtherMenus')}</Text>
        ) : (
          <Select
            label={t('menus.sections.targetMenu')}
            data={options}
            value={target}
            onChange={setTarget}
            searchable
            data-autofocus
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button onClick={() => void move()} disabled={!target} loading={moving}>
            {t('menus.sections.move')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
