import { useState } from 'react';
import { SimpleGrid, TextInput } from '@mantine/core';
import type { PricingChoices } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { DollarInput } from './dollar-input.tsx';
import type { FieldErrors } from './field-errors.ts';

type Voucher = PricingChoices['voucher'];

interface VoucherFieldsProps {
  voucher: Voucher;
  onChange: (voucher: Voucher) => void;
  errors: FieldErrors;
}

/**
 * A voucher or gift card: its code and the amount to take from it. The order holds it once both
 * are given; the server checks the card and takes at most what is left to pay.
 */
export function VoucherFields({ voucher, onChange, errors }: VoucherFieldsProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState(voucher?.code ?? '');
  const [amount, setAmount] = useState<number | null>(voucher?.amount ?? null);

  const change = (nextCode: string, nextAmount: number | null) => {
    setCode(nextCode);
    setAmount(nextAmount);
    const complete = nextCode.trim() !== '' && nextAmount !== null && nextAmount > 0;
    onChange(complete ? { code: nextCode.trim(), amount: nextAmount } : null);
  };

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <TextInput
        label={t('checkout.voucher.code')}
        autoComplete="off"
        maxLength={100}
        value={code}
        error={errors['pricing.voucher.code'] ?? errors['pricing.voucher']}
        onChange={(event) => change(event.currentTarget.value, amount)}
      />
      <DollarInput
        label={t('checkout.voucher.amount')}
        value={amount}
        error={errors['pricing.voucher.amount']}
        onChange={(next) => change(code, next)}
      />
    </SimpleGrid>
  );
}
