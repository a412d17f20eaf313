import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { ZPasswordResetRequest } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { useLocalizedForm } from '#shared/forms/use-localized-form.ts';
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
  const form = useLocalizedForm((error) => zodResolver(ZPasswordResetRequest, { error }), {
    defaultValues: { email: initialEmail },
  });
  const onSubmit = form.handleSubmit((body) => request.mutate(body, { onSuccess: onRequested }));

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
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
          error={form.formState.errors.email?.message}
          {...form.register('email')}
        />
        <Button type="submit" fullWidth loading={request.isPending}>
          {t('actions.sendPasswordRequest')}
        </Button>
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={() => onBack(form.getValues('email') ?? '')}
        >
          {t('actions.backToSignIn')}
        </Anchor>
      </Stack>
    </form>
  );
}
