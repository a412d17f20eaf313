import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { lineQuantityLimit } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { useLocale } from '#i18n/use-locale.ts';
import { localizedName } from '#shared/catalogue/content-languages.ts';
import { useFormatters } from '#shared/hooks/use-formatters.ts';
import { CountedTextarea } from '../checkout/counted-textarea.tsx';
import { ItemChoiceFields } from '#shared/orders/item-choice/item-choice-fields.tsx';
import { useLineChoice, type LineChoiceInput } from './use-line-choice.ts';

interface ItemViewerProps extends LineChoiceInput {
  hideInstructions: boolean;
  onClose: () => void;
}

/**
 * The item viewer (spec part 2 §2): picture, description, allergens, price options, modifier
 * groups (with the sub-groups the chosen options open, after them; taking such an option away
 * takes its sub-groups' choices with it), quantity and special instructions. The domain's rules
 * answer at once (limits, required groups, cart size); the server then fits and prices the line
 * (`POST /orders/item`), and the modifiers it had to take away are listed in a notification.
 */
export function ItemViewer({ hideInstructions, onClose, ...input }: ItemViewerProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { money } = useFormatters(input.timeZone);
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;
  const choice = useLineChoice(input);
  const { item, line } = input.target;
  const { selection } = choice;
  const name = localizedName(item, locale);
  const action = line ? t('orders.viewer.update') : t('orders.viewer.add');

  return (
    <Modal
      opened
      onClose={onClose}
      title={name}
      size="xl"
      fullScreen={narrow}
      styles={{ title: { fontSize: 'var(--mantine-font-size-xl)', fontWeight: 700 } }}
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      <Stack gap="md">
        <ItemChoiceFields
          item={item}
          choice={choice}
          money={money}
          maxQuantity={lineQuantityLimit(
            input.cart,
            input.maxItemsPerCart,
            line?.cartIndex ?? null,
          )}
          quantityLabel={t('orders.viewer.quantity')}
          quantityOfLabel={t('orders.viewer.quantityOf', { item: name })}
        />
        {!hideInstructions && (
          <CountedTextarea
            label={t('orders.viewer.instructions')}
            value={selection.instructions}
            onChange={choice.setInstructions}
          />
        )}
        {choice.error && (
          <Text c="red.8" role="alert">
            {choice.error}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" size="md" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button size="md" loading={choice.saving} onClick={choice.add}>
            {choice.lineCents === null
              ? action
              : t('orders.viewer.actionWithPrice', { action, price: money(choice.lineCents) })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
