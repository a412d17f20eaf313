import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '#shared/forms/use-schema-form.ts';
import { loadFormSchemas } from '../load-form-schemas.ts';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';
import { useLoginErrorText } from '../login-error-text.ts';

interface ForgotPasswordFormProps {
  initialEmail: string;
  /** Back to sign-in, carrying the email typed so far. */
  onBack: (email: string) => void;
  /** The request was accepted (the server answers the same whether the email exists or not). */
  onRequested: () => void;
}

/** Forgot-password mode: email only; the server mails a link to choose a new password. */
export function ForgotPasswordForm({ initialEmail, onBack, onRequested }: ForgotPasswordFormProps) {
  const { t } = useTranslation();
  const errorText = useLoginErrorText();
  const request = useRequestPasswordReset();
  const form = useSchemaForm(() => loadFormSchemas().then((m) => m.ZPasswordResetRequest), {
    email: initialEmail,
  });
  const onSubmit = form.handleSubmit((body) => request.mutate(body, { onSuccess: onRequested }));

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('login.forgotHelp')}</Text>
        {request.isError && (
          <Alert color="red" role="alert">
            {errorText(request.error, 'password-reset')}
          </Alert>
        )}
        <TextInput
          label={t('fields.email')}
          type="email"
          autoComplete="username"
          withAsterisk
          {...form.field('email')}
        />
        <Button type="submit" fullWidth loading={request.isPending}>
          {t('actions.sendPasswordRequest')}
        </Button>
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={() => onBack(form.values.email)}
        >
          {t('actions.backToSignIn')}
        </Anchor>
      </Stack>
    </form>
  );
}
