import { MultiSelect, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CATERING_NAME_MAX_LENGTH,
  ZEventType,
  ZEventTypeRequest,
  type EventType,
  type EventTypeRequest,
  type EventTypeRequestInput,
} from '@app/domain';
import { useMenus } from '#shared/catalogue/get-menus.ts';
import { useLocalizedForm } from '#shared/forms/use-localized-form.ts';
import { useSaveSetting } from '../api/settings-mutations.ts';
import { SettingDialog } from './setting-dialog.tsx';

interface EventTypeDialogProps {
  /** The event type edited, or null for a new one. */
  eventType: EventType | null;
  onClose: () => void;
}

/**
 * An event type's dialog: its name and the default menus it proposes for pre-orders, chosen
 * among the location's menus, in the order chosen.
 */
export function EventTypeDialog({ eventType, onClose }: EventTypeDialogProps) {
  const { t } = useTranslation();
  const menus = useMenus();
  const save = useSaveSetting<EventTypeRequest, EventType>('event-types', ZEventType);
  const form = useLocalizedForm<EventTypeRequestInput, EventTypeRequest>(
    (error) => zodResolver(ZEventTypeRequest, { error }),
    {
      mode: 'onChange',
      defaultValues: {
        name: eventType?.name ?? '',
        menus: eventType?.menus.map((menu) => menu.id) ?? [],
      },
    },
  );
  const options = (menus.data ?? []).map((menu) => ({ value: String(menu.id), label: menu.name }));
  return (
    <SettingDialog
      title={
        eventType
          ? t('eventSettings.eventTypes.edit', { name: eventType.name })
          : t('eventSettings.eventTypes.add')
      }
      form={form}
      save={(body) => save.mutateAsync({ id: eventType?.id ?? null, body })}
      saving={save.isPending}
      savedMessage={t('eventSettings.eventTypes.saved')}
      onClose={onClose}
    >
      <TextInput
        label={t('eventSettings.eventTypes.name')}
        required
        maxLength={CATERING_NAME_MAX_LENGTH}
        error={form.formState.errors.name?.message}
        data-autofocus
        {...form.register('name')}
      />
      <Controller
        control={form.control}
        name="menus"
        render={({ field, fieldState }) => (
          <MultiSelect
            label={t('eventSettings.eventTypes.menus')}
            description={t('eventSettings.eventTypes.menusHint')}
            placeholder={t('eventSettings.eventTypes.menusPlaceholder')}
            data={options}
            searchable
            value={(field.value ?? []).map(String)}
            onChange={(values) => field.onChange(values.map(Number))}
            error={fieldState.error?.message}
          />
        )}
      />
    </SettingDialog>
  );
}
