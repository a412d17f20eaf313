import { useState } from 'react';
import { Alert, Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '#shared/forms/use-schema-form.ts';
import { useMutation } from '@tanstack/react-query';
import { acceptInvitation } from '../api/accept-invitation.ts';
import { resetPassword } from '../api/reset-password.ts';
import { loadFormSchemas } from '../load-form-schemas.ts';
import { useLoginErrorText } from '../login-error-text.ts';

interface ResetPasswordFormProps {
  /** The one-time token of the mailed link (`#reset_token=` or `#invite_token=`). */
  token: string;
  /** A reset link sets a new password; an invitation's sets the first one. */
  purpose?: 'reset' | 'invite';
  onDone: () => void;
  onBack: () => void;
}

/** "Choose a new password", reached from the mailed link; the domain sets the password rules. */
export function ResetPasswordForm({
  token,
  purpose = 'reset',
  onDone,
  onBack,
}: ResetPasswordFormProps) {
  const { t } = useTranslation();
  const errorText = useLoginErrorText();
  const reset = useMutation({
    mutationFn: purpose === 'invite' ? acceptInvitation : resetPassword,
  });
  const [visible, setVisible] = useState(false);
  const form = useSchemaForm(() => loadFormSchemas().then((m) => m.ZResetPasswordForm), {
    token,
    password: '',
    confirm: '',
  });

  const onSubmit = form.handleSubmit(({ confirm, ...body }) => {
    if (confirm !== body.password) {
      return form.setError('confirm', t('login.passwordsDiffer'));
    }
    reset.mutate(body, { onSuccess: onDone });
  });

  const toggleProps = {
    visible,
    onVisibilityChange: setVisible,
    visibilityToggleFocusable: true,
    visibilityToggleButtonProps: {
      'aria-label': visible ? t('actions.hidePassword') : t('actions.showPassword'),
      'aria-pressed': visible,
    },
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {reset.isError && (
          <Alert color="red" role="alert">
            {errorText(reset.error, 'password-reset')}
          </Alert>
        )}
        {purpose === 'invite' && <Text size="sm">{t('login.inviteHelp')}</Text>}
        <PasswordInput
          label={t('fields.newPassword')}
          autoComplete="new-password"
          withAsterisk
          {...toggleProps}
          {...form.field('password')}
        />
        <PasswordInput
          label={t('fields.confirmPassword')}
          autoComplete="new-password"
          withAsterisk
          {...toggleProps}
          {...form.field('confirm')}
        />
        <Button type="submit" fullWidth loading={reset.isPending}>
          {t('actions.savePassword')}
        </Button>
        <Anchor component="button" type="button" size="sm" onClick={onBack}>
          {t('actions.backToSignIn')}
        </Anchor>
      </Stack>
    </form>
  );
}
