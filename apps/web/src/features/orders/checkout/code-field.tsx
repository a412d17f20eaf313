import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { Button, Group, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocale } from '#i18n/use-locale.ts';
import { inlineErrorText } from '#shared/orders/inline-api-error.ts';

interface CodeFieldProps {
  label: string;
  /** The applied code and what it gives, or null when none is applied. */
  applied: ReactNode | null;
  /**
   * Checks the code; resolves with the failed call's error to show under the field, or null when
   * the code was applied (or the failure was handled elsewhere, see `handledElsewhere`).
   */
  onApply: (code: string) => Promise<unknown>;
  onRemove: () => void;
  error?: string;
  maxLength?: number;
}

/**
 * A code the server checks before it counts (discount code, membership identifier): typed, then
 * applied with the button (or Enter, which must not submit the order around it). Once applied
 * it shows what it gives and can be removed.
 */
export function CodeField({
  label,
  applied,
  onApply,
  onRemove,
  error,
  maxLength = 100,
}: CodeFieldProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [pending, setPending] = useState(false);
  const locale = useLocale();
  const [failure, setFailure] = useState<unknown>(null);

  const apply = async () => {
    const typed = code.trim();
    if (typed === '' || pending) return;
    setPending(true);
    try {
      const problem = await onApply(typed);
      setFailure(problem);
      if (problem === null) setCode('');
    } finally {
      setPending(false);
    }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void apply();
  };

  if (applied !== null) {
    return (
      <Group gap="sm" wrap="nowrap" align="center">
        <Text size="sm" role="status">
          {applied}
        </Text>
        <Button variant="subtle" size="compact-sm" onClick={onRemove}>
          {t('checkout.codes.remove')}
        </Button>
      </Group>
    );
  }
  return (
    <Group gap="sm" align="flex-start" wrap="nowrap">
      <TextInput
        label={label}
        autoComplete="off"
        maxLength={maxLength}
        flex={1}
        value={code}
        error={failure === null ? error : inlineErrorText(failure, locale)}
        onKeyDown={onKeyDown}
        onChange={(event) => {
          setCode(event.currentTarget.value);
          setFailure(null);
        }}
      />
      <Button
        variant="light"
        mt={25}
        loading={pending}
        disabled={code.trim() === ''}
        onClick={() => void apply()}
      >
        {t('checkout.codes.apply')}
      </Button>
    </Group>
  );
}
