import { TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CATERING_NAME_MAX_LENGTH,
  ZCateringNamed,
  ZCateringNameRequest,
  type CateringNamed,
  type CateringNameRequest,
} from '@app/domain';
import { useLocalizedForm } from '#shared/forms/use-localized-form.ts';
import { useSaveSetting } from '../api/settings-mutations.ts';
import { SettingDialog } from './setting-dialog.tsx';

interface NameDialogProps {
  list: 'suites' | 'equipment';
  /** The row edited, or null for a new one. */
  row: CateringNamed | null;
  onClose: () => void;
}

/** A suite's or a piece of equipment's dialog: its name, once per location. */
export function NameDialog({ list, row, onClose }: NameDialogProps) {
  const { t } = useTranslation();
  const save = useSaveSetting<CateringNameRequest, CateringNamed>(list, ZCateringNamed);
  const form = useLocalizedForm<CateringNameRequest>(
    (error) =>
      zodResolver(ZCateringNameRequest, { error }) as unknown as Resolver<CateringNameRequest>,
    { mode: 'onChange', defaultValues: { name: row?.name ?? '' } },
  );
  return (
    <SettingDialog
      title={
        row ? t(`eventSettings.${list}.edit`, { name: row.name }) : t(`eventSettings.${list}.add`)
      }
      form={form}
      save={(body) => save.mutateAsync({ id: row?.id ?? null, body })}
      saving={save.isPending}
      savedMessage={t(`eventSettings.${list}.saved`)}
      onClose={onClose}
    >
      <TextInput
        label={t(`eventSettings.${list}.name`)}
        required
        maxLength={CATERING_NAME_MAX_LENGTH}
        error={form.formState.errors.name?.message}
        data-autofocus
        {...form.register('name')}
      />
    </SettingDialog>
  );
}
