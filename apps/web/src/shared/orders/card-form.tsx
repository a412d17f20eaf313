import { useState, type KeyboardEvent } from 'react';
import { Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  ZCardTokenRequest,
  validationIssue,
  validationMessage,
  zodIssueMessage,
  type CardToken,
  type CardTokenRequest,
  type Locale,
} from '@app/domain';
import { useTranslation } from 'react-i18next';
import { useLocale } from '#i18n/use-locale.ts';
import { isApiError } from '#lib/api/api-error.ts';
import { handledElsewhere, inlineErrorText } from './inline-api-error.ts';

const FIELDS = ['number', 'exp_month', 'exp_year', 'cvc'] as const;
type CardField = (typeof FIELDS)[number];
type CardText = Record<CardField, string>;
/** What is wrong per field, written in the language asked (so it follows a language switch). */
type CardErrors = Partial<Record<CardField, (locale: Locale) => string>>;

const EMPTY: CardText = { number: '', exp_month: '', exp_year: '', cvc: '' };

/** What each field keeps of what is typed: the number with its spaces, digits elsewhere. */
const KEEP: Record<CardField, (text: string) => string> = {
  number: (text) => text.replace(/[^\d ]/g, '').slice(0, 23),
  exp_month: (text) => text.replace(/\D/g, '').slice(0, 2),
  exp_year: (text) => text.replace(/\D/g, '').slice(0, 4),
  cvc: (text) => text.replace(/\D/g, '').slice(0, 4),
};

/** The card as the gateway takes it (the domain's card rules), or what is wrong per field. */
function readCard(
  card: CardText,
): { card: CardTokenRequest; errors?: never } | { card?: never; errors: CardErrors } {
  const errors: CardErrors = {};
  for (const field of FIELDS) {
    if (card[field].trim() === '') {
      errors[field] = (locale) => validationMessage(validationIssue('required'), locale);
    }
  }
  if (Object.keys(errors).length > 0) return { errors };
  const result = ZCardTokenRequest.safeParse(card);
  if (result.success) return { card: result.data };
  for (const issue of result.error.issues) {
    const field = issue.path[0] as CardField;
    errors[field] ??= (locale) => zodIssueMessage(issue, locale);
  }
  return { errors };
}

const KNOWN_BRANDS = ['visa', 'mastercard', 'amex', 'discover'] as const;

function isKnownBrand(brand: string): brand is (typeof KNOWN_BRANDS)[number] {
  return (KNOWN_BRANDS as readonly string[]).includes(brand);
}

/** The card kept for an order ("Visa ending in 4242"), and the way to give another one. */
export function CardOnFile({
  card,
  onReplace,
}: {
  card: { brand: string | null; last4: string | null };
  onReplace?: () => void;
}) {
  const { t } = useTranslation();
  const brand =
    card.brand && isKnownBrand(card.brand)
      ? t(`checkout.payment.card.brands.${card.brand}`)
      : t('checkout.payment.card.brandUnknown');
  return (
    <Group gap="sm">
      <Text>{t('checkout.payment.card.onFile', { brand, last4: card.last4 ?? '' })}</Text>
      {onReplace && (
        <Button variant="subtle" size="compact-sm" onClick={onReplace}>
          {t('checkout.payment.card.replace')}
        </Button>
      )}
    </Group>
  );
}

interface CardFormProps {
  /** Keeps the card at the gateway (staff: `POST /payments/card-tokens`; a suite owner: their link's card call). */
  tokenize: (card: CardTokenRequest) => Promise<CardToken>;
  onTokenized: (card: CardToken) => void;
}

/**
 * The card form of the credit-card payment preference. The number goes to the payment gateway
 * (through `tokenize`) and nowhere else: the order only keeps the token with the brand
 * and last four digits, and the form forgets what was typed as soon as the gateway answers.
 * The domain's card rules (Luhn check, expiry, security code) answer before any call.
 */
export function CardForm({ tokenize, onTokenized }: CardFormProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [card, setCard] = useState<CardText>(EMPTY);
  const [errors, setErrors] = useState<CardErrors>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [pending, setPending] = useState(false);

  // A plain call, not a query-library mutation: its cache would keep the card number as the
  // mutation's variables after the answer.
  const submit = async () => {
    setFailure(null);
    const read = readCard(card);
    setErrors(read.errors ?? {});
    if (!read.card) return;
    setPending(true);
    try {
      const token = await tokenize(read.card);
      setCard(EMPTY);
      onTokenized(token);
    } catch (error) {
      setCard((current) => ({ ...current, cvc: '' }));
      if (handledElsewhere(error)) return;
      if (isApiError(error) && Object.keys(error.fields).length > 0) {
        const fields = error.fields;
        setErrors(
          Object.fromEntries(Object.entries(fields).map(([field, text]) => [field, () => text])),
        );
      } else {
        setFailure(error);
      }
    } finally {
      setPending(false);
    }
  };
  // The card form sits inside the order's form: Enter saves the card, not the order.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void submit();
  };
  const field = (name: CardField, autoComplete: string) => ({
    label: t(`checkout.payment.card.${name}`),
    value: card[name],
    inputMode: 'numeric' as const,
    autoComplete,
    withAsterisk: true,
    'aria-required': true,
    error: errors[name]?.(locale),
    onKeyDown,
    onChange: (event: { currentTarget: { value: string } }) => {
      const text = KEEP[name](event.currentTarget.value);
      setCard((current) => ({ ...current, [name]: text }));
    },
  });

  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput {...field('number', 'cc-number')} />
        <TextInput
          {...field('exp_month', 'cc-exp-month')}
          placeholder={t('checkout.payment.card.monthPlaceholder')}
        />
        <TextInput
          {...field('exp_year', 'cc-exp-year')}
          placeholder={t('checkout.payment.card.yearPlaceholder')}
        />
        <TextInput {...field('cvc', 'cc-csc')} type="password" />
      </SimpleGrid>
      {failure !== null && (
        <Text c="red" size="sm" role="alert">
          {inlineErrorText(failure, locale)}
        </Text>
      )}
      <Group>
        <Button variant="light" onClick={() => void submit()} loading={pending}>
          {t('checkout.payment.card.save')}
        </Button>
      </Group>
    </Stack>
  );
}
