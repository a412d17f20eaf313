import {
  Button,
  Fieldset,
  Group,
  PasswordInput,
  SegmentedControl,
  Stack,
  Switch,
  TagsInput,
  Text,
  Title,
} from '@mantine/core';
import {
  advancedFeatureFlags,
  canEditEntitlements,
  entitlementFlags,
  type Location,
  type UpdateLocationRequest,
} from '@app/domain';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useActiveSession } from '#lib/session/session-store.ts';
import { notifySuccess } from '#lib/notify.ts';
import { useUnsavedChanges } from '#shared/hooks/use-unsaved-changes.tsx';
import { useActiveLocation } from '#shared/locations/active-location.ts';
import { useSaveLocation } from '#shared/locations/save-location.ts';
import { showSaveError } from '../components/location-form-errors.ts';

type Flag = (typeof entitlementFlags)[number] | (typeof advancedFeatureFlags)[number];
type AdvancedForm = Record<Flag, boolean> & {
  groups: string[];
  payment_processor: 'test' | 'stripe';
  stripe_secret_key: string;
};

function formOf(location: Location): AdvancedForm {
  const flags = [...entitlementFlags, ...advancedFeatureFlags].map((flag) => [
    flag,
    location[flag],
  ]);
  return {
    ...(Object.fromEntries(flags) as Record<Flag, boolean>),
    groups: location.groups,
    payment_processor: location.payment_processor,
    stripe_secret_key: '',
  };
}

/** What is sent: the Stripe key only when one was typed (an empty field keeps the stored key). */
function requestOf({ stripe_secret_key: key, ...values }: AdvancedForm): UpdateLocationRequest {
  return key.trim() ? { ...values, stripe_secret_key: key.trim() } : values;
}

/**
 * `/advanced`: what the location has bought (changed by enterprise and admin users only, read-only
 * for others), the features that change how money is taken, and the card processor.
 */
export function AdvancedPage() {
  const location = useActiveLocation();
  return <AdvancedForm key={location.id} location={location} />;
}

function AdvancedForm({ location }: { location: Location }) {
  const { t } = useTranslation();
  const { role } = useActiveSession();
  const canEdit = canEditEntitlements(role);
  const save = useSaveLocation(location.id);
  const form = useForm<AdvancedForm>({ defaultValues: formOf(location) });
  const { errors, isDirty } = form.formState;
  useUnsavedChanges(isDirty);
  const processor = useWatch({ control: form.control, name: 'payment_processor' });

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(requestOf(values), {
      onSuccess: (saved) => {
        form.reset(formOf(saved));
        notifySuccess(t('settingsShell.saved'));
      },
      onError: (error) => showSaveError(error, form.setError, t('settingsShell.saveFailed')),
    }),
  );

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="md" maw={640}>
        <Title order={1}>{t('settingsShell.links.advanced')}</Title>
        <Fieldset legend={t('settingsShell.advanced.entitlements')}>
          <Stack gap="xs">
            {!canEdit && (
              <Text size="sm" c="dimmed">
                {t('settingsShell.advanced.readOnly')}
              </Text>
            )}
            {entitlementFlags.map((flag) => (
              <Controller
                key={flag}
                control={form.control}
                name={flag}
                render={({ field }) => (
                  <Switch
                    label={t(`locations.flags.${flag}`)}
                    disabled={!canEdit}
                    checked={field.value}
                    onChange={(event) => field.onChange(event.currentTarget.checked)}
                  />
                )}
              />
            ))}
            <Controller
              control={form.control}
              name="groups"
              render={({ field }) => (
                <TagsInput
                  label={t('settingsShell.advanced.groups')}
                  disabled={!canEdit}
                  value={field.value}
                  onChange={field.onChange}
                />
              )}
            />
          </Stack>
        </Fieldset>
        <Fieldset legend={t('settingsShell.advanced.features')}>
          <Stack gap="xs">
            {advancedFeatureFlags.map((flag) => (
              <Switch key={flag} label={t(`locations.flags.${flag}`)} {...form.register(flag)} />
            ))}
          </Stack>
        </Fieldset>
        <Fieldset legend={t('settingsShell.advanced.payments')}>
          <Stack gap="xs">
            <Controller
              control={form.control}
              name="payment_processor"
              render={({ field }) => (
                <SegmentedControl
                  aria-label={t('settingsShell.advanced.processor')}
                  value={field.value}
                  onChange={(value) => field.onChange(value)}
                  data={[
                    { value: 'test', label: t('settingsShell.advanced.processorTest') },
                    { value: 'stripe', label: 'Stripe' },
                  ]}
                />
              )}
            />
            {processor === 'stripe' && (
              <PasswordInput
                label={t('settingsShell.advanced.stripeKey')}
                description={
                  location.stripe_key_set
                    ? t('settingsShell.advanced.stripeKeySet', { last4: location.stripe_key_last4 })
                    : t('settingsShell.advanced.stripeKeyNone')
                }
                autoComplete="off"
                error={errors.stripe_secret_key?.message}
                {...form.register('stripe_secret_key')}
              />
            )}
          </Stack>
        </Fieldset>
        <Group>
          <Button type="submit" loading={save.isPending} disabled={!isDirty}>
            {t('actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
