import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import type { MemberInfo, PublishedMenu } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { useLocale } from '#i18n/use-locale.ts';
import { localizedName } from '#shared/catalogue/content-languages.ts';
import { useLookUpMembership } from '../checkout/api/get-membership-promo.ts';
import { inlineApiError } from '#shared/orders/inline-api-error.ts';

interface MembersOnlyDialogProps {
  menu: PublishedMenu;
  onConfirmed: (memberInfo: MemberInfo) => void;
  onCancel: () => void;
}

/**
 * A members-only menu asks for the guest's membership identifier first (spec part 2 §2); the
 * server checks that the membership exists and opens this menu (`membership_not_found`,
 * `membership_no_access` are shown here). The membership found becomes `checkout.memberInfo`;
 * it is remembered, so the checkout names the member as when found there (`membershipLabel`).
 */
export function MembersOnlyDialog({ menu, onConfirmed, onCancel }: MembersOnlyDialogProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [identifier, setIdentifier] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const lookUp = useLookUpMembership();

  const check = async () => {
    const trimmed = identifier.trim();
    if (trimmed === '') {
      setError(t('orders.members.identifierRequired'));
      return;
    }
    setChecking(true);
    setError(null);
    try {
      const membership = await lookUp({ identifier: trimmed, menuId: menu.id });
      onConfirmed({
        id: membership.id,
        identifier: membership.identifier,
        promos: membership.promos,
        promosApplied: membership.promos.length > 0,
      });
    } catch (caught) {
      setError(inlineApiError(caught));
      setChecking(false);
    }
  };

  return (
    <Modal
      opened
      onClose={onCancel}
      title={t('orders.members.title')}
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void check();
        }}
        noValidate
      >
        <Stack gap="md">
          <Text size="sm">{t('orders.members.body', { menu: localizedName(menu, locale) })}</Text>
          <TextInput
            size="md"
            label={t('orders.members.identifier')}
            value={identifier}
            onChange={(event) => setIdentifier(event.currentTarget.value)}
            error={error}
            maxLength={100}
            data-autofocus
            autoComplete="off"
          />
          <Group justify="flex-end">
            <Button variant="default" size="md" onClick={onCancel}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" size="md" loading={checking}>
              {t('orders.members.check')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
