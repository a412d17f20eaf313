import { useState } from 'react';
import { Fieldset, Group, Radio, Stack } from '@mantine/core';
import { fromCents, parseChargeValue, roundMoney } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { useLocale } from '#i18n/use-locale.ts';
import { DollarInput } from './dollar-input.tsx';
import type { FieldErrors } from './field-errors.ts';
import { formatPercent } from '#shared/orders/format-percent.ts';

/** Tip percentages offered with one click. */
export const TIP_PRESETS = ['10', '15', '18'] as const;

type TipMode = 'none' | (typeof TIP_PRESETS)[number] | 'custom';

function modeOf(tip: string | null): TipMode {
  if (tip === null) return 'none';
  return (TIP_PRESETS as readonly string[]).includes(tip) ? (tip as TipMode) : 'custom';
}

/** The dollars of a fixed tip (`"5$"`), or null. */
function customAmountOf(tip: string | null): number | null {
  const value = parseChargeValue(tip);
  return value?.type === 'dollar' ? fromCents(value.cents) : null;
}

interface TipSectionProps {
  tip: string | null;
  onChange: (tip: string | null) => void;
  errors: FieldErrors;
}

/**
 * The tip: none, a preset percentage (`"15"`) or an amount typed in dollars (`"5$"`), the spec's
 * charge notation. The server computes it on the discounted subtotal.
 */
export function TipSection({ tip, onChange, errors }: TipSectionProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [mode, setMode] = useState<TipMode>(() => modeOf(tip));
  const amount = customAmountOf(tip);

  const choose = (next: TipMode) => {
    setMode(next);
    if (next === 'none') onChange(null);
    else if (next === 'custom') onChange(amount === null ? null : `${amount}$`);
    else onChange(next);
  };

  return (
    <Fieldset legend={t('checkout.tip.title')}>
      <Stack gap="sm">
        <Radio.Group
          label={t('checkout.tip.choice')}
          value={mode}
          error={errors['pricing.tip']}
          onChange={(value) => choose(value)}
        >
          <Group gap="md" mt={4}>
            <Radio value="none" label={t('checkout.tip.none')} />
            {TIP_PRESETS.map((preset) => (
              <Radio
                key={preset}
                value={preset}
                label={formatPercent(Number(preset) * 1000, locale)}
              />
            ))}
            <Radio value="custom" label={t('checkout.tip.custom')} />
          </Group>
        </Radio.Group>
        {mode === 'custom' && (
          <DollarInput
            label={t('checkout.tip.amount')}
            w={200}
            value={amount}
            onChange={(dollars) =>
              onChange(dollars === null || dollars <= 0 ? null : `${roundMoney(dollars)}$`)
            }
          />
        )}
      </Stack>
    </Fieldset>
  );
}
