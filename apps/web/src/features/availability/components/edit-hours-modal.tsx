import { useState } from 'react';
import { Button, Group, Modal, Stack } from '@mantine/core';
import type { MenuSummary } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { useLocale } from '#i18n/use-locale.ts';
import { notifySuccess } from '#lib/notify.ts';
import { AvailabilityEditor } from '#shared/catalogue/availability-editor.tsx';
import {
  intervalsByDay,
  isWeekValid,
  weekToEntries,
  type WeekIntervals,
} from '#shared/catalogue/availability-week.ts';
import { localizedName } from '#shared/catalogue/content-languages.ts';
import { confirmDiscard, useUnsavedChanges } from '#shared/hooks/use-unsaved-changes.tsx';
import { useSaveAvailability } from '../api/save-availability.ts';

interface EditHoursModalProps {
  menu: MenuSummary;
  onClose: () => void;
}

/** Edits one menu's weekly hours; closing with unsaved changes asks first. */
export function EditHoursModal({ menu, onClose }: EditHoursModalProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const save = useSaveAvailability();
  const [initial] = useState(() => intervalsByDay(menu.availability));
  const [week, setWeek] = useState<WeekIntervals>(initial);
  const [submitted, setSubmitted] = useState(false);
  const name = localizedName(menu, locale);
  const isDirty = JSON.stringify(weekToEntries(week)) !== JSON.stringify(weekToEntries(initial));
  useUnsavedChanges(isDirty);

  const close = () => {
    if (!isDirty) return onClose();
    confirmDiscard(onClose);
  };

  const submit = () => {
    setSubmitted(true);
    if (!isWeekValid(week, locale)) return;
    save.mutate(
      { menuId: menu.id, availability: weekToEntries(week) },
      {
        onSuccess: () => {
          notifySuccess(t('availability.edit.saved', { name }));
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      opened
      onClose={close}
      size="lg"
      title={t('availability.edit.title', { name })}
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      <Stack gap="md">
        <AvailabilityEditor value={week} onChange={setWeek} showErrors={submitted} />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('actions.cancel')}
          </Button>
          <Button onClick={submit} loading={save.isPending}>
            {t('actions.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
