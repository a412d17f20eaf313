import { Table, Text, VisuallyHidden } from '@mantine/core';
import { formatMoney, toCents, type OrderCostsSeen, type TaxBracket } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { useLocale } from '#i18n/use-locale.ts';
import { formatPercent } from './format-percent.ts';

/** Tax codes with a name of their own in each language (GST is TPS in French…). */
const NAMED_TAXES = ['GST', 'PST', 'QST', 'HST'] as const;
type NamedTax = (typeof NAMED_TAXES)[number];

function isNamedTax(code: string): code is NamedTax {
  return (NAMED_TAXES as readonly string[]).includes(code);
}

interface Line {
  key: string;
  label: string;
  /** Dollars; shown negative for what is taken off; null when private (pay what you can). */
  amount: number | null;
  strong?: boolean;
}

/**
 * The pricing lines of an order (spec part 2 §3 "Order as displayed") as the server computed
 * them: subtotal, discount, member discount (with its promotion's name), subsidized, each tax,
 * service fee (with its label), delivery fee, gift card, credits, tip and total. The server
 * writes the labels in the caller's language. Lines that took nothing are left out; what is
 * taken off shows as a negative amount. Money in the interface language. An order whose amounts
 * are private (pay what you can: the server withholds them) says so where they would be.
 */
export function CostLines({ costs }: { costs: OrderCostsSeen }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const money = (dollars: number | null) =>
    dollars === null ? t('checkout.costs.private') : formatMoney(toCents(dollars), locale);
  const off = (dollars: number | null) => (dollars === null ? null : -dollars);

  const taxLabel = (bracket: TaxBracket) => {
    // The usual codes have their own name in each language; a label of the location's own
    // (not just the code) is shown as it is.
    const code = bracket.code.toUpperCase();
    const plainCode = bracket.label.trim().toUpperCase() === code;
    const name =
      plainCode && isNamedTax(code) ? t(`checkout.costs.taxNames.${code}`) : bracket.label;
    return t('checkout.costs.tax', {
      name,
      rate: formatPercent(Math.round(bracket.rate * 1000), locale),
    });
  };

  const taxes: Line[] =
    costs.taxBrackets.length > 0
      ? costs.taxBrackets.map((bracket) => ({
          key: `tax-${bracket.code}`,
          label: taxLabel(bracket),
          amount: bracket.amount,
        }))
      : [{ key: 'taxes', label: t('checkout.costs.taxes'), amount: costs.taxes }];

  const optional: (Line | false)[] = [
    costs.discount.amount > 0 && {
      key: 'discount',
      label: costs.discount.code
        ? t('checkout.costs.discountCode', { code: costs.discount.code })
        : t('checkout.costs.discount'),
      amount: -costs.discount.amount,
    },
    costs.memberDiscount.amount > 0 && {
      key: 'member',
      label: costs.memberDiscount.label
        ? t('checkout.costs.memberDiscountNamed', { name: costs.memberDiscount.label })
        : t('checkout.costs.memberDiscount'),
      amount: -costs.memberDiscount.amount,
    },
    (costs.subsidyDiscount.amount ?? 1) > 0 && {
      key: 'subsidy',
      label: t('checkout.costs.subsidized'),
      amount: off(costs.subsidyDiscount.amount),
    },
  ];
  const charges: (Line | false)[] = [
    costs.serviceCharge.amount > 0 && {
      key: 'service',
      label: costs.serviceCharge.label || t('checkout.costs.serviceFee'),
      amount: costs.serviceCharge.amount,
    },
    costs.deliveryCharge.amount > 0 && {
      key: 'delivery',
      label: t('checkout.costs.deliveryFee'),
      amount: costs.deliveryCharge.amount,
    },
  ];
  const payments: (Line | false)[] = [
    costs.voucher.amount > 0 && {
      key: 'voucher',
      label: costs.voucher.code
        ? t('checkout.costs.giftCardCode', { code: costs.voucher.code })
        : t('checkout.costs.giftCard'),
      amount: -costs.voucher.amount,
    },
    (costs.credits ?? 0) > 0 && {
      key: 'credits',
      label: t('checkout.costs.credits'),
      amount: off(costs.credits),
    },
    costs.tip > 0 && { key: 'tip', label: t('checkout.costs.tip'), amount: costs.tip },
  ];

  const lines = [
    { key: 'subtotal', label: t('checkout.costs.subtotal'), amount: costs.subtotal },
    ...optional,
    ...charges,
    ...taxes,
    ...payments,
    { key: 'total', label: t('checkout.costs.total'), amount: costs.totalWithTip, strong: true },
  ].filter((line): line is Line => line !== false);

  return (
    <Table withRowBorders={false} verticalSpacing={2} horizontalSpacing={0} fz="sm">
      <VisuallyHidden component="caption">{t('checkout.costs.caption')}</VisuallyHidden>
      <Table.Tbody>
        {lines.map((line) => (
          <Table.Tr key={line.key} fw={line.strong ? 700 : undefined}>
            <Table.Th scope="row" fw="inherit">
              {line.label}
            </Table.Th>
            <Table.Td ta="right">{money(line.amount)}</Table.Td>
          </Table.Tr>
        ))}
        {(costs.hstRebate ?? 0) > 0 && (
          <Table.Tr>
            <Table.Td colSpan={2}>
              <Text size="xs" c="dimmed">
                {t('checkout.costs.hstRebate', { amount: money(costs.hstRebate) })}
              </Text>
            </Table.Td>
          </Table.Tr>
        )}
      </Table.Tbody>
    </Table>
  );
}
