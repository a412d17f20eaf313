import { SimpleGrid, Textarea, Title } from '@mantine/core';
import { ZPauseOrdersRequest, type Location, type PauseOrdersRequest } from '@app/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '#lib/notify.ts';
import { useLocalizedForm, type ValidationErrorMap } from '#shared/forms/use-localized-form.ts';
import { useSaveLocationSettings } from './api/location-settings-api.ts';
import { showServerFieldErrors } from '#shared/forms/server-field-errors.ts';
import { SwitchField } from './switch-field.tsx';
import { useSettingsFormDirty } from '../settings-dirty.tsx';
import { SaveRow } from '../save-row.tsx';

const resolver = (error: ValidationErrorMap) =>
  zodResolver(ZPauseOrdersRequest, { error }) as unknown as Resolver<
    PauseOrdersRequest,
    unknown,
    PauseOrdersRequest
  >;

function pauseToForm(location: Location): PauseOrdersRequest {
  const options = location.order_options;
  return {
    orders_paused: location.orders_paused,
    order_options: {
      orders_paused_message: options.orders_paused_message ?? '',
      localization: {
        fr: { orders_paused_message: options.localization.fr?.orders_paused_message ?? '' },
      },
    },
  };
}

interface Props {
  location: Location;
}

/**
 * Paused ordering: the spec's pause toggle (`orders_paused` and the message in English and
 * French, both or neither) sent by `PUT /restaurants/{id}`.
 */
export function PausedOrderingForm({ location }: Props) {
  const { t } = useTranslation();
  const save = useSaveLocationSettings(location.id);
  const form = useLocalizedForm(resolver, {
    mode: 'onChange',
    defaultValues: pauseToForm(location),
  });
  const { errors, isDirty } = form.formState;
  useSettingsFormDirty(isDirty);

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (answer) => {
        form.reset(pauseToForm(answer));
        notifySuccess(t('settingsOperations.paused.saved'));
      },
      onError: (error) => showServerFieldErrors(error, form.setError),
    }),
  );
  const messageErrors = errors.order_options;

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Title order={2} size="h4" mb="sm">
        {t('settingsOperations.paused.title')}
      </Title>
      <SwitchField
        control={form.control}
        name="orders_paused"
        label={t('settingsOperations.paused.paused')}
        mb="sm"
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Textarea
          label={t('settingsOperations.paused.messageEn')}
          rows={2}
          error={messageErrors?.orders_paused_message?.message}
          {...form.register('order_options.orders_paused_message')}
        />
        <Textarea
          label={t('settingsOperations.paused.messageFr')}
          lang="fr"
          rows={2}
          error={messageErrors?.localization?.fr?.orders_paused_message?.message}
          {...form.register('order_options.localization.fr.orders_paused_message')}
        />
      </SimpleGrid>
      <SaveRow saving={save.isPending} dirty={isDirty} />
    </form>
  );
}
