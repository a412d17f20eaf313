import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  MEMBERSHIP_PROMO_NAME_MAX_LENGTH,
  MEMBERSHIP_PROMOS_MAX,
  type MembershipRequest,
  type MembershipRequestInput,
} from '@app/domain';

type MembershipForm = UseFormReturn<MembershipRequestInput, unknown, MembershipRequest>;

/**
 * A membership's promotions: each a name in English and in French and a value as pricing reads
 * it ("10" = 10 %, "5$" = $5 off). The checkout applies the first.
 */
export function PromotionsEditor({ form }: { form: MembershipForm }) {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'promos' });
  const errors = form.formState.errors.promos;
  return (
    <Stack gap="xs">
      <Text fw={500} size="sm">
        {t('members.form.promotions')}
      </Text>
      <Text c="dimmed" size="xs">
        {t('members.form.promotionsHint')}
      </Text>
      {fields.map((field, index) => {
        const number = index + 1;
        return (
          <Group key={field.id} align="flex-start" gap="xs" wrap="nowrap">
            <TextInput
              flex={2}
              label={t('members.form.promoName', { number })}
              required
              maxLength={MEMBERSHIP_PROMO_NAME_MAX_LENGTH}
              error={errors?.[index]?.name?.message}
              {...form.register(`promos.${index}.name`)}
            />
            <TextInput
              flex={2}
              label={t('members.form.promoNameFr', { number })}
              maxLength={MEMBERSHIP_PROMO_NAME_MAX_LENGTH}
              error={errors?.[index]?.localization?.fr?.name?.message}
              {...form.register(`promos.${index}.localization.fr.name`)}
            />
            <TextInput
              flex={1}
              label={t('members.form.promoValue', { number })}
              placeholder="10"
              required
              error={errors?.[index]?.value?.message}
              {...form.register(`promos.${index}.value`)}
            />
            <ActionIcon
              mt={26}
              variant="subtle"
              color="red"
              aria-label={t('members.form.removePromo', { number })}
              onClick={() => remove(index)}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        );
      })}
      <Group>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          disabled={fields.length >= MEMBERSHIP_PROMOS_MAX}
          onClick={() => append({ name: '', value: '', localization: { fr: { name: '' } } })}
        >
          {t('members.form.addPromo')}
        </Button>
      </Group>
    </Stack>
  );
}
