import { Fieldset, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import type { Checkout, PaymentPreference } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { CardForm, CardOnFile } from '#shared/orders/card-form.tsx';
import { tokenizeCard } from './api/tokenize-card.ts';
import { requiredProps, type FieldErrors } from './field-errors.ts';

/** The part of the checkout the payment preference decides. */
export type PaymentChoice = Pick<
  Checkout,
  'paymentPreference' | 'invoice' | 'costCenter' | 'purchaseOrder' | 'creditCard'
>;

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
            <CardOnFile
              card={payment.creditCard}
              onReplace={() => onChange({ creditCard: null })}
            />
          ) : (
            <>
              <CardForm
                tokenize={tokenizeCard}
                onTokenized={(creditCard) => onChange({ creditCard })}
              />
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
