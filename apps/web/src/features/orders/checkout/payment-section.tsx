import { Button, Fieldset, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import type { Checkout, PaymentPreference } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { CardForm } from './card-form.tsx';
import { requiredProps, type FieldErrors } from './field-errors.ts';

/** The part of the checkout the payment preference decides. */
export type PaymentChoice = Pick<
  Checkout,
  'paymentPreference' | 'invoice' | 'costCenter' | 'purchaseOrder' | 'creditCard'
>;

const KNOWN_BRANDS = ['visa', 'mastercard', 'amex', 'discover'] as const;

function isKnownBrand(brand: string): brand is (typeof KNOWN_BRANDS)[number] {
  return (KNOWN_BRANDS as readonly string[]).includes(brand);
}

/** Choosing a preference drops what belonged to the others, so the order says one thing. */
function choose(preference: PaymentPreference, current: PaymentChoice): PaymentChoice {
  return {
    paymentPreference: preference,
    invoice: preference === 'invoice',
    costCenter: preference === 'cost_center' ? current.costCenter : null,
    purchaseOrder: preference === 'purchase_order' ? current.purchaseOrder : null,
    creditCard: preference === 'credit_card' ? current.creditCard : null,
  };
}

interface PaymentSectionProps {
  payment: PaymentChoice;
  preferences: readonly PaymentPreference[];
  /** Called with what changed; the panel merges it into the latest checkout. */
  onChange: (patch: Partial<PaymentChoice>) => void;
  errors: FieldErrors;
}

/**
 * How the order will be paid when completed (spec part 2 §4): invoice, a cost center or a
 * purchase order (typed), or a card tokenised by the payment gateway (only its brand and last
 * four digits are shown and kept).
 */
export function PaymentSection({ payment, preferences, onChange, errors }: PaymentSectionProps) {
  const { t } = useTranslation();
  const preference = payment.paymentPreference;
  const brandName = (brand: string | null) =>
    brand && isKnownBrand(brand)
      ? t(`checkout.payment.card.brands.${brand}`)
      : t('checkout.payment.card.brandUnknown');
  const text = (field: 'costCenter' | 'purchaseOrder') => (
    <TextInput
      label={t(`checkout.payment.${field}`)}
      {...requiredProps(true)}
      maxLength={100}
      value={payment[field] ?? ''}
      error={errors[field]}
      onChange={(event) => onChange({ [field]: event.currentTarget.value || null })}
    />
  );

  return (
    <Fieldset legend={t('checkout.payment.title')}>
      <Stack gap="sm">
        <Radio.Group
          label={t('checkout.payment.preference')}
          value={preference}
          error={errors.paymentPreference}
          onChange={(value) => onChange(choose(value, payment))}
        >
          <Group gap="md" mt={4}>
            {preferences.map((option) => (
              <Radio key={option} value={option} label={t(`checkout.payment.options.${option}`)} />
            ))}
          </Group>
        </Radio.Group>
        {preference === 'cost_center' && text('costCenter')}
        {preference === 'purchase_order' && text('purchaseOrder')}
        {preference === 'credit_card' &&
          (payment.creditCard ? (
            <Group gap="sm">
              <Text>
                {t('checkout.payment.card.onFile', {
                  brand: brandName(payment.creditCard.brand),
                  last4: payment.creditCard.last4 ?? '',
                })}
              </Text>
              <Button
                variant="subtle"
                size="compact-sm"
                onClick={() => onChange({ creditCard: null })}
              >
                {t('checkout.payment.card.replace')}
              </Button>
            </Group>
          ) : (
            <>
              <CardForm onTokenized={(creditCard) => onChange({ creditCard })} />
              {errors.creditCard && (
                <Text c="red" size="sm">
                  {errors.creditCard}
                </Text>
              )}
            </>
          ))}
      </Stack>
    </Fieldset>
  );
}
