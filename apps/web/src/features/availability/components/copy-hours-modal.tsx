import { useState } from 'react';
import { Button, Checkbox, Group, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import type { MenuSummary } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { useLocale } from '#i18n/use-locale.ts';
import { notifySuccess } from '#lib/notify.ts';
import { localizedName } from '#shared/catalogue/content-languages.ts';
import { useCopyAvailability } from '../api/copy-availability.ts';

interface CopyHoursModalProps {
  /** The menu whose hours are copied. */
  source: MenuSummary;
  /** Every menu of the location (the source is left out of the choices). */
  menus: MenuSummary[];
  onClose: () => void;
}

/** "Copy to other menus": choose at least one menu, which then gets the source's week. */
export function CopyHoursModal({ source, menus, onClose }: CopyHoursModalProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const copy = useCopyAvailability();
  const [chosen, setChosen] = useState<string[]>([]);
  const [submitted, setSubmitted] = useState(false);
  const targets = menus.filter((menu) => menu.id !== source.id);
  const name = localizedName(source, locale);
  const error = submitted && chosen.length === 0 ? t('availability.copy.chooseOne') : undefined;
  const allChosen = chosen.length === targets.length;

  const submit = () => {
    setSubmitted(true);
    if (chosen.length === 0) return;
    copy.mutate(
      {
        menuId: source.id,
        body: { availability: source.availability, menuIds: chosen.map(Number) },
      },
      {
        onSuccess: () => {
          notifySuccess(t('availability.copy.done', { name, count: chosen.length }));
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      opened
      onClose={onClose}
      size="md"
      title={t('availability.copy.title', { name })}
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      <Stack gap="md">
        <Text size="sm">
          {source.availability.length === 0
            ? t('availability.copy.helpNoHours', { name })
            : t('availability.copy.help', { name })}
        </Text>
        <Checkbox
          label={t('availability.copy.all')}
          checked={allChosen && targets.length > 0}
          indeterminate={chosen.length > 0 && !allChosen}
          onChange={() => setChosen(allChosen ? [] : targets.map((menu) => String(menu.id)))}
        />
        <Checkbox.Group
          label={t('availability.copy.menus')}
          value={chosen}
          onChange={setChosen}
          error={error}
          withAsterisk
        >
          <ScrollArea.Autosize mah={320} type="auto" mt="xs">
            <Stack gap={6}>
              {targets.map((menu) => (
                <Checkbox
                  key={menu.id}
                  value={String(menu.id)}
                  label={localizedName(menu, locale)}
                />
              ))}
            </Stack>
          </ScrollArea.Autosize>
        </Checkbox.Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button onClick={submit} loading={copy.isPending}>
            {t('availability.copy.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
