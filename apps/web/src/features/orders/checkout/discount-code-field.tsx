import { useState } from 'react';
import { toCents, type ChargeValue } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { getDiscountInfo, type DiscountInfo } from './api/get-discount-info.ts';
import { CodeField } from './code-field.tsx';
import { handledElsewhere } from '#shared/orders/inline-api-error.ts';
import { useDiscountText } from './use-charge-text.ts';

/** What the server's discount info takes off, as a charge value. */
function discountValue(info: DiscountInfo): ChargeValue {
  return info.type === 'dollar'
    ? { type: 'dollar', cents: toCents(info.value) }
    : { type: 'percentage', milliPercent: Math.round(info.value * 1000) };
}

interface DiscountCodeFieldProps {
  code: string | null;
  onChange: (code: string | null) => void;
  error?: string;
}

/**
 * The discount code (spec part 2 §4–§5): checked by the server first, then shown with what it
 * takes off ("10% off", "$5.00 off"). A code the server refuses clears any discount already
 * applied (the costs are then recalculated without it) and says why.
 */
export function DiscountCodeField({ code, onChange, error }: DiscountCodeFieldProps) {
  const { t } = useTranslation();
  const discountText = useDiscountText();
  const [info, setInfo] = useState<DiscountInfo | null>(null);

  const apply = async (typed: string) => {
    try {
      const answer = await getDiscountInfo(typed);
      setInfo(answer);
      onChange(answer.code);
      return null;
    } catch (failure) {
      setInfo(null);
      onChange(null);
      return handledElsewhere(failure) ? null : failure;
    }
  };

  const known = info && info.code === code ? discountText(discountValue(info)) : null;
  return (
    <CodeField
      label={t('checkout.discounts.code')}
      applied={
        code === null
          ? null
          : known
            ? t('checkout.discounts.applied', { code, value: known })
            : t('checkout.discounts.appliedCode', { code })
      }
      error={error}
      onApply={apply}
      onRemove={() => {
        setInfo(null);
        onChange(null);
      }}
    />
  );
}
