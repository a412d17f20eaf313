import { useState } from 'react';
import { Fieldset, Stack, Text } from '@mantine/core';
import { parseChargeValue, type Membership, type MemberInfo } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { getMembershipPromo } from './api/get-membership-promo.ts';
import { CodeField } from './code-field.tsx';
import type { FieldErrors } from './field-errors.ts';
import { handledElsewhere } from './inline-api-error.ts';
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
 * is refused with the server's message.
 */
export function MembershipSection({
  memberInfo,
  membersOnlyMenuId,
  onChange,
  errors,
}: MembershipSectionProps) {
  const { t } = useTranslation();
  const discountText = useDiscountText();
  const [member, setMember] = useState<Membership | null>(null);

  const apply = async (identifier: string) => {
    try {
      const found = await getMembershipPromo({
        identifier,
        ...(membersOnlyMenuId === null ? {} : { menuId: membersOnlyMenuId }),
      });
      setMember(found);
      onChange({
        id: found.id,
        identifier: found.identifier,
        promos: found.promos,
        promosApplied: found.promos.length > 0,
      });
      return null;
    } catch (failure) {
      setMember(null);
      onChange(null);
      return handledElsewhere(failure) ? null : failure;
    }
  };

  const shownMember = member && memberInfo && member.id === memberInfo.id ? member : null;
  const promoText = (promo: { name: string; value: string }) => {
    const value = parseChargeValue(promo.value);
    return value
      ? t('checkout.membership.promo', { name: promo.name, value: discountText(value) })
      : promo.name;
  };

  return (
    <Fieldset legend={t('checkout.membership.title')}>
      <Stack gap="xs">
        <CodeField
          label={t('checkout.membership.identifier')}
          applied={
            memberInfo === null
              ? null
              : shownMember
                ? t('checkout.membership.member', {
                    name: shownMember.name ?? shownMember.identifier,
                  })
                : t('checkout.membership.memberIdentifier', { identifier: memberInfo.identifier })
          }
          error={errors['memberInfo.identifier'] ?? errors.memberInfo}
          onApply={apply}
          onRemove={() => {
            setMember(null);
            onChange(null);
          }}
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
