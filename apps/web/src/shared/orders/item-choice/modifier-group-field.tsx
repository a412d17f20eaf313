import { Badge, Checkbox, Fieldset, Group, Radio, SimpleGrid, Text } from '@mantine/core';
import { toCents, type OrderableOptionGroup, type PublishedOptionGroup } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { useLocale } from '#i18n/use-locale.ts';
import { localizedName } from '#shared/catalogue/content-languages.ts';
import { useFormatters } from '#shared/hooks/use-formatters.ts';
import { QuantityStepper } from './quantity-stepper.tsx';
import { groupCount, optionQuantity, type ViewerSelection } from './viewer-selection.ts';

interface ModifierGroupFieldProps {
  group: PublishedOptionGroup;
  rules: OrderableOptionGroup;
  selection: ViewerSelection;
  onChange: (valueId: number, quantity: number) => void;
  /** "You can only have {limit} selections" or "Please select all required fields". */
  message: string | null;
}

const NONE = 'none';

/** One modifier group: one choice (radio cards) or several (check cards, steppers past one). */
export function ModifierGroupField({
  group,
  rules,
  selection,
  onChange,
  message,
}: ModifierGroupFieldProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { money } = useFormatters();
  const name = localizedName(group, locale);
  const count = groupCount(selection, group.id);
  const messageId = `group-${group.id}-message`;
  const hint = !rules.allow_multiple_selection
    ? t('orders.viewer.chooseOne')
    : rules.limit === null
      ? t('orders.viewer.chooseAny')
      : t('orders.viewer.chooseUpTo', { max: rules.limit, count });
  const priceText = (price: number) =>
    price > 0 ? t('orders.viewer.optionPrice', { price: money(toCents(price)) }) : '';

  const legend = (
    <Group gap="xs">
      <Text span fw={600}>
        {name}
      </Text>
      {rules.required && (
        <Badge size="sm" color="red" variant="light">
          {t('orders.viewer.required')}
        </Badge>
      )}
    </Group>
  );

  return (
    <Fieldset
      legend={legend}
      variant="unstyled"
      aria-describedby={message ? messageId : undefined}
      aria-invalid={message ? true : undefined}
    >
      <Text size="sm" c="dimmed" mb="xs">
        {hint}
      </Text>
      {rules.allow_multiple_selection ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          {group.values.map((value) => {
            const quantity = optionQuantity(selection, group.id, value.id);
            const label = localizedName(value, locale);
            if (value.max_quantity > 1) {
              return (
                <Group
                  key={value.id}
                  justify="space-between"
                  wrap="nowrap"
                  p="xs"
                  bd="1px solid var(--mantine-color-gray-4)"
                  style={{ borderRadius: 'var(--mantine-radius-md)' }}
                >
                  <div>
                    <Text fw={500}>{label}</Text>
                    <Text size="sm" c="dimmed">
                      {priceText(value.price)}
                    </Text>
                  </div>
                  <QuantityStepper
                    value={quantity}
                    max={value.max_quantity}
                    onChange={(next) => onChange(value.id, next)}
                    label={label}
                  />
                </Group>
              );
            }
            return (
              <Checkbox.Card
                key={value.id}
                checked={quantity > 0}
                onClick={() => onChange(value.id, quantity > 0 ? 0 : 1)}
                p="sm"
                mih={48}
              >
                <Group wrap="nowrap" justify="space-between">
                  <Group wrap="nowrap" gap="sm">
                    <Checkbox.Indicator />
                    <Text fw={500}>{label}</Text>
                  </Group>
                  <Text size="sm" c="dimmed">
                    {priceText(value.price)}
                  </Text>
                </Group>
              </Checkbox.Card>
            );
          })}
        </SimpleGrid>
      ) : (
        <Radio.Group
          value={String(
            selection.options.find((option) => option.group_id === group.id)?.value_id ?? NONE,
          )}
          onChange={(chosen) => {
            if (chosen === NONE) {
              const current = selection.options.find((option) => option.group_id === group.id);
              if (current) onChange(current.value_id, 0);
            } else onChange(Number(chosen), 1);
          }}
          aria-label={name}
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
            {!rules.required && (
              <Radio.Card value={NONE} p="sm" mih={48}>
                <Group wrap="nowrap" gap="sm">
                  <Radio.Indicator />
                  <Text fw={500}>{t('orders.viewer.none')}</Text>
                </Group>
              </Radio.Card>
            )}
            {group.values.map((value) => (
              <Radio.Card key={value.id} value={String(value.id)} p="sm" mih={48}>
                <Group wrap="nowrap" justify="space-between">
                  <Group wrap="nowrap" gap="sm">
                    <Radio.Indicator />
                    <Text fw={500}>{localizedName(value, locale)}</Text>
                  </Group>
                  <Text size="sm" c="dimmed">
                    {priceText(value.price)}
                  </Text>
                </Group>
              </Radio.Card>
            ))}
          </SimpleGrid>
        </Radio.Group>
      )}
      {message && (
        <Text id={messageId} c="red.8" size="sm" mt="xs" role="alert">
          {message}
        </Text>
      )}
    </Fieldset>
  );
}
