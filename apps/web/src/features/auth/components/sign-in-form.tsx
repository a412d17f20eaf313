import { useState } from 'react';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { ZSignInRequest } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { useLocalizedForm } from '#shared/forms/use-localized-form.ts';
import { useSignIn } from '../api/sign-in.ts';
import { useLoginErrorText } from '../login-error-text.ts';

interface SignInFormProps {
  initialEmail: string;
  /** Switches to forgot-password mode, carrying the email typed so far. */
  onForgotPassword: (email: string) => void;
}

/** Email and password sign-in; on success the session starts and the login page moves on. */
export function SignInForm({ initialEmail, onForgotPassword }: SignInFormProps) {
  const { t } = useTranslation();
  const errorText = useLoginErrorText();
  const signIn = useSignIn();
  const [passwordVisible, setPasswordVisible] = useState(false);
  const form = useLocalizedForm((error) => zodResolver(ZSignInRequest, { error }), {
    defaultValues: { email: initialEmail, password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((credentials) => signIn.mutate(credentials));

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="md">
        {signIn.isError && (
          <Alert color="red" role="alert">
            {errorText(signIn.error, 'sign-in')}
          </Alert>
        )}
        <TextInput
          label={t('fields.email')}
          type="email"
          autoComplete="username"
          withAsterisk
          error={errors.email?.message}
          {...form.register('email')}
        />
        <PasswordInput
          label={t('fields.password')}
          autoComplete="current-password"
          withAsterisk
          error={errors.password?.message}
          visible={passwordVisible}
          onVisibilityChange={setPasswordVisible}
          visibilityToggleFocusable
          visibilityToggleButtonProps={{
            'aria-label': passwordVisible ? t('actions.hidePassword') : t('actions.showPassword'),
            'aria-pressed': passwordVisible,
          }}
          {...form.register('password')}
        />
        <Group justify="flex-end">
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => onForgotPassword(form.getValues('email') ?? '')}
          >
            {t('actions.forgotPassword')}
          </Anchor>
        </Group>
        <Button type="submit" fullWidth loading={signIn.isPending}>
          {t('actions.signIn')}
        </Button>
      </Stack>
    </form>
  );
}
