import { useEffect } from 'react';
import {
  Button,
  Checkbox,
  Group,
  Modal,
  NativeSelect,
  PasswordInput,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  PIN_MAX_DIGITS,
  TEAM_NAME_MAX_LENGTH,
  assignableRoles,
  roleTakesPin,
  type Location,
  type Role,
  type TeamMember,
} from '@app/domain';
import { notifyError, notifySuccess } from '#lib/notify.ts';
import { useLocale } from '#i18n/use-locale.ts';
import { showServerFieldErrors } from '#shared/forms/server-field-errors.ts';
import { useLocalizedForm } from '#shared/forms/use-localized-form.ts';
import { confirmDiscard } from '#shared/hooks/use-unsaved-changes.tsx';
import { useSaveTeamMember } from '../api/save-team-member.ts';
import {
  initialValues,
  inviteBody,
  teamMemberFormSchema,
  updateBody,
  type TeamMemberFormValues,
} from './team-member-form-values.ts';

interface TeamMemberDialogProps {
  /** The account edited, or null to invite one. */
  member: TeamMember | null;
  actorRole: Role;
  /** The actor's locations: the ones the dialog offers. */
  locations: Location[];
  activeLocationId: number;
  onClose: () => void;
}

/**
 * Invite or edit an account: roles up to the actor's own, locations among the actor's, the
 * language of its mail and interface, and a PIN for staff (never shown: only "set" or not).
 */
export function TeamMemberDialog(props: TeamMemberDialogProps) {
  const { member, actorRole, locations, activeLocationId, onClose } = props;
  const { t } = useTranslation();
  const locale = useLocale();
  const save = useSaveTeamMember();
  const offered = locations.map((location) => location.id);
  const hidden = (member?.restaurantIds ?? []).filter((id) => !offered.includes(id));
  const form = useLocalizedForm<TeamMemberFormValues>(
    (error) =>
      zodResolver(teamMemberFormSchema(member === null), {
        error,
      }) as unknown as Resolver<TeamMemberFormValues>,
    {
      mode: 'onTouched',
      defaultValues: initialValues(member, {
        role: 'staff',
        restaurantIds: [activeLocationId],
        locale,
      }),
    },
  );
  const { register, control, handleSubmit, formState, setError, watch } = form;
  const role = watch('role');
  const clearPin = watch('clearPin');
  useEffect(() => void form.setFocus(member ? 'name' : 'email'), [form, member]);

  const close = () => (formState.isDirty ? confirmDiscard(onClose) : onClose());
  const submit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync(
        member
          ? { id: member.id, body: updateBody(values, hidden) }
          : { id: null, body: inviteBody(values) },
      );
      notifySuccess(t(member ? 'team.saved' : 'team.invited', { address: values.email }));
      onClose();
    } catch (error) {
      if (!showServerFieldErrors(error, setError))
        notifyError(error instanceof Error ? error.message : String(error));
    }
  });

  const title = member ? t('team.editTitle', { name: member.name }) : t('team.inviteTitle');
  return (
    <Modal opened onClose={close} title={title}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          <TextInput
            label={t('team.fields.email')}
            type="email"
            required={!member}
            disabled={member !== null}
            autoComplete="off"
            error={formState.errors.email?.message}
            {...register('email')}
          />
          <TextInput
            label={t('team.fields.name')}
            required
            maxLength={TEAM_NAME_MAX_LENGTH}
            error={formState.errors.name?.message}
            {...register('name')}
          />
          <Controller
            control={control}
            name="role"
            render={({ field, fieldState }) => (
              <NativeSelect
                label={t('team.fields.role')}
                required
                data={assignableRoles(actorRole).map((value) => ({
                  value,
                  label: t(`team.roles.${value}`),
                }))}
                value={field.value}
                onChange={(event) => field.onChange(event.currentTarget.value)}
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="restaurantIds"
            render={({ field, fieldState }) => (
              <Checkbox.Group
                label={t('team.fields.locations')}
                withAsterisk
                value={field.value.map(String)}
                onChange={(values) => field.onChange(values.map(Number))}
                error={fieldState.error?.message}
              >
                <Stack gap="xs" mt="xs">
                  {locations.map((location) => (
                    <Checkbox key={location.id} value={String(location.id)} label={location.name} />
                  ))}
                </Stack>
              </Checkbox.Group>
            )}
          />
          <Controller
            control={control}
            name="locale"
            render={({ field }) => (
              <Stack gap={4}>
                <Text id="team-member-language" size="sm" fw={500}>
                  {t('team.fields.language')}
                </Text>
                <SegmentedControl
                  aria-labelledby="team-member-language"
                  value={field.value}
                  onChange={field.onChange}
                  data={[
                    { value: 'en-CA', label: t('team.languages.en-CA') },
                    { value: 'fr-CA', label: t('team.languages.fr-CA') },
                  ]}
                />
              </Stack>
            )}
          />
          {roleTakesPin(role) && (
            <>
              <PasswordInput
                label={t('team.fields.pin')}
                description={t(member?.has_pin ? 'team.pinKeepHelp' : 'team.pinHelp')}
                inputMode="numeric"
                autoComplete="new-password"
                maxLength={PIN_MAX_DIGITS}
                disabled={clearPin}
                error={formState.errors.pin?.message}
                {...register('pin')}
              />
              {member?.has_pin && (
                <Checkbox label={t('team.fields.clearPin')} {...register('clearPin')} />
              )}
            </>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {member ? t('actions.save') : t('team.sendInvitation')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
