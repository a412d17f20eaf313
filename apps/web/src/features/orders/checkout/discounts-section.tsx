import { Fieldset, Stack, Switch, TextInput } from '@mantine/core';
import type { OrderingConfig, PricingChoices } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { DiscountCodeField } from './discount-code-field.tsx';
import type { FieldErrors } from './field-errors.ts';
import { VoucherFields } from './voucher-fields.tsx';

interface DiscountsSectionProps {
  pricing: PricingChoices;
  flags: OrderingConfig['flags'];
  /** Called with what changed; the panel merges it into the latest choices. */
  onChange: (patch: Partial<PricingChoices>) => void;
  errors: FieldErrors;
}

/**
 * What lowers the bill besides the membership: a discount code (when the location offers
 * discounts), a subsidy code (subsidies), the guest's credits (credits) and a voucher or gift
 * card. The server checks each one and the cost lines show what it gave.
 */
export function DiscountsSection({ pricing, flags, onChange, errors }: DiscountsSectionProps) {
  const { t } = useTranslation();
  const change = onChange;
  return (
    <Fieldset legend={t('checkout.discounts.title')}>
      <Stack gap="sm">
        {flags.discount && (
          <DiscountCodeField
            code={pricing.discountCode}
            error={errors['pricing.discountCode']}
            onChange={(discountCode) => change({ discountCode })}
          />
        )}
        {flags.subsidies && (
          <TextInput
            label={t('checkout.discounts.subsidyCode')}
            autoComplete="off"
            maxLength={100}
            value={pricing.subsidyCode ?? ''}
            error={errors['pricing.subsidyCode']}
            onChange={(event) =>
              change({
                subsidyCode:
                  event.currentTarget.value.trim() === '' ? null : event.currentTarget.value,
              })
            }
          />
        )}
        {flags.app8_credits && (
          <Switch
            label={t('checkout.discounts.useCredits')}
            checked={pricing.useCredits}
            error={errors['pricing.useCredits']}
            onChange={(event) => change({ useCredits: event.currentTarget.checked })}
          />
        )}
        <VoucherFields
          voucher={pricing.voucher}
          errors={errors}
          onChange={(voucher) => change({ voucher })}
        />
      </Stack>
    </Fieldset>
  );
}
