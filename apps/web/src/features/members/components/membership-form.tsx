import { useEffect } from 'react';
import { Box, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  EMAIL_MAX_LENGTH,
  MEMBERSHIP_IDENTIFIER_MAX_LENGTH,
  MEMBERSHIP_NAME_MAX_LENGTH,
  MEMBERSHIP_TYPE_MAX_LENGTH,
  membershipRequestSchema,
  type MembershipEntry,
  type MembershipRequest,
  type MembershipRequestInput,
} from '@app/domain';
import { notifyError, notifySuccess } from '#lib/notify.ts';
import { showServerFieldErrors } from '#shared/forms/server-field-errors.ts';
import { useLocalizedForm } from '#shared/forms/use-localized-form.ts';
import { confirmDiscard } from '#shared/hooks/use-unsaved-changes.tsx';
import { useSaveMembership } from '../api/save-membership.ts';
import { MemberDateInput } from './member-date-input.tsx';
import { PromotionsEditor } from './promotions-editor.tsx';

/** Two columns where they fit, one on a phone, by the grid itself (no media-query style tag). */
const fieldGrid = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))',
  gap: 'var(--mantine-spacing-md)',
} as const;

function defaultsOf(member: MembershipEntry | null): MembershipRequestInput {
  if (!member)
    return { identifier: '', type: '', name: '', email: '', promos: [], expires_on: null };
  return {
    identifier: member.identifier,
    type: member.type,
    name: member.name ?? '',
    email: member.email ?? '',
    promos: member.promos.map((promo) => ({
      name: promo.name,
      value: promo.value,
      localization: { fr: { name: promo.localization?.fr?.name ?? '' } },
    })),
    expires_on: member.expires_on,
  };
}

interface MembershipFormProps {
  /** The membership edited, or null for a new one. */
  member: MembershipEntry | null;
  onClose: () => void;
}

/**
 * A membership's dialog, checked as you type by the domain's rules (the server checks them
 * again, and refuses an identifier already in use); closing with changes asks first.
 */
export function MembershipForm({ member, onClose }: MembershipFormProps) {
  const { t } = useTranslation();
  const save = useSaveMembership();
  const form = useLocalizedForm<MembershipRequestInput, MembershipRequest>(
    (error) => zodResolver(membershipRequestSchema(), { error }),
    // Checked as the user types, not on blur: a re-render on the blur that pressing Save causes
    // shifted the dialog between the press and the release, and the click was lost.
    { mode: 'onChange', defaultValues: defaultsOf(member) },
  );
  const { register, control, handleSubmit, formState, setError } = form;
  useEffect(() => void form.setFocus('identifier'), [form]);

  const close = () => (formState.isDirty ? confirmDiscard(onClose) : onClose());
  const submit = handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ id: member?.id ?? null, body });
      notifySuccess(t('members.saved'));
      onClose();
    } catch (error) {
      if (!showServerFieldErrors(error, setError)) {
        notifyError(error instanceof Error ? error.message : String(error));
      }
    }
  });

  const title = member
    ? t('members.form.editTitle', { identifier: member.identifier })
    : t('members.form.addTitle');
  return (
    <Modal opened onClose={close} title={title} size="xl">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          <Box style={fieldGrid}>
            <TextInput
              label={t('members.fields.identifier')}
              required
              maxLength={MEMBERSHIP_IDENTIFIER_MAX_LENGTH}
              error={formState.errors.identifier?.message}
              {...register('identifier')}
            />
            <TextInput
              label={t('members.fields.type')}
              description={t('members.form.typeHint')}
              required
              maxLength={MEMBERSHIP_TYPE_MAX_LENGTH}
              error={formState.errors.type?.message}
              {...register('type')}
            />
            <TextInput
              label={t('members.fields.name')}
              maxLength={MEMBERSHIP_NAME_MAX_LENGTH}
              error={formState.errors.name?.message}
              {...register('name')}
            />
            <TextInput
              label={t('members.fields.email')}
              type="email"
              maxLength={EMAIL_MAX_LENGTH}
              error={formState.errors.email?.message}
              {...register('email')}
            />
            <Controller
              control={control}
              name="expires_on"
              render={({ field, fieldState }) => (
                <MemberDateInput
                  label={t('members.fields.expiresOn')}
                  description={t('members.form.expiresOnHint')}
                  value={field.value ?? null}
                  onChange={field.onChange}
                  error={fieldState.error?.message}
                />
              )}
            />
          </Box>
          <PromotionsEditor form={form} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('actions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
