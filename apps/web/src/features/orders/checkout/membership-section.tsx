import { Fieldset, Stack, Text } from '@mantine/core';
import { parseChargeValue, textIn, type MemberInfo, type MembershipPromo } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { useLocale } from '#i18n/use-locale.ts';
import { useLookUpMembership, useMembership } from './api/get-membership-promo.ts';
import { CodeField } from './code-field.tsx';
import type { FieldErrors } from './field-errors.ts';
import { handledElsewhere } from '#shared/orders/inline-api-error.ts';
import { membershipLabel } from './membership-label.ts';
import { useDiscountText } from './use-charge-text.ts';

interface MembershipSectionProps {
  memberInfo: MemberInfo | null;
  /** The chosen menu when it is for members only: the membership must open it. */
  membersOnlyMenuId: number | null;
  onChange: (memberInfo: MemberInfo | null) => void;
  errors: FieldErrors;
}

/**
 * The guest's membership: the identifier is looked up by the server, which answers the member
 * and the promos their membership gives; the promos are then applied to the order (the member
 * discount of the costs). An unknown identifier, or one that does not open a members-only menu,
 * is refused with the server's message. The member is named as everywhere (`membershipLabel`),
 * whether found here or by the members-only menu's dialog.
 */
export function MembershipSection({
  memberInfo,
  membersOnlyMenuId,
  onChange,
  errors,
}: MembershipSectionProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const discountText = useDiscountText();
  const lookUp = useLookUpMembership();
  const member = useMembership(memberInfo?.identifier ?? null).data;

  const apply = async (identifier: string) => {
    try {
      const found = await lookUp({
        identifier,
        ...(membersOnlyMenuId === null ? {} : { menuId: membersOnlyMenuId }),
      });
      onChange({
        id: found.id,
        identifier: found.identifier,
        promos: found.promos,
        promosApplied: found.promos.length > 0,
      });
      return null;
    } catch (failure) {
      onChange(null);
      return handledElsewhere(failure) ? null : failure;
    }
  };

  // The promotion's name in the interface language when the location wrote it in that language.
  const promoText = (promo: MembershipPromo) => {
    const name = textIn(promo.name, promo.localization, 'name', locale);
    const value = parseChargeValue(promo.value);
    return value ? t('checkout.membership.promo', { name, value: discountText(value) }) : name;
  };

  return (
    <Fieldset legend={t('checkout.membership.title')}>
      <Stack gap="xs">
        <CodeField
          label={t('checkout.membership.identifier')}
          applied={
            memberInfo === null
              ? null
              : t('checkout.membership.member', {
                  name: membershipLabel({ identifier: memberInfo.identifier, name: member?.name }),
                })
          }
          error={errors['memberInfo.identifier'] ?? errors.memberInfo}
          onApply={apply}
          onRemove={() => onChange(null)}
        />
        {memberInfo && memberInfo.promos.length > 0 && (
          <Stack gap={2} component="ul" m={0} pl="md">
            {memberInfo.promos.map((promo) => (
              <Text component="li" size="sm" key={promo.name}>
                {promoText(promo)}
              </Text>
            ))}
          </Stack>
        )}
        {memberInfo && memberInfo.promos.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('checkout.membership.noPromos')}
          </Text>
        )}
      </Stack>
    </Fieldset>
  );
}
