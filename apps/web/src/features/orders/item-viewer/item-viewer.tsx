import { useMemo, useState } from 'react';
import { Button, Group, Image, Modal, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  MAX_LINE_QUANTITY,
  addToCart,
  allergenLabel,
  cartProblem,
  defaultPriceNameIn,
  errorMessage,
  openOptionGroups,
  orderableItemOf,
  priceLine,
  priceOptionNameIn,
  replaceCartEntry,
  selectionProblem,
  toCents,
  withoutClosedSubGroupOptions,
  type CartItem,
  type Item,
  type OrderType,
  type PublishedMenu,
} from '@app/domain';
import { useTranslation } from 'react-i18next';
import { useLocale } from '#i18n/use-locale.ts';
import { localizedName, localizedText } from '#shared/catalogue/content-languages.ts';
import { RichTextView } from '#shared/catalogue/rich-text-view.tsx';
import { useFormatters } from '#shared/hooks/use-formatters.ts';
import { CountedTextarea } from '../checkout/counted-textarea.tsx';
import { inlineApiError } from '../checkout/inline-api-error.ts';
import { priceItem } from '../api/price-item.ts';
import type { ViewerTarget } from '../state/order-workspace-state.ts';
import { ModifierGroupField } from './modifier-group-field.tsx';
import { QuantityStepper } from './quantity-stepper.tsx';
import { notifyRemovedOptions } from './removed-options.ts';
import {
  groupCount,
  initialSelection,
  lineOfSelection,
  selectionOfLine,
  setOptionQuantity,
  type ViewerSelection,
} from './viewer-selection.ts';

interface ItemViewerProps {
  target: ViewerTarget;
  menu: PublishedMenu;
  orderType: OrderType;
  cart: readonly CartItem[];
  maxItemsPerCart: number | null;
  hideInstructions: boolean;
  timeZone: string;
  /** When a scheduled order is due: the line is priced and checked then (else now). */
  dueAt: Date | null;
  /** The line as the server fitted and priced it: added, or replacing the edited one. */
  onDone: (line: CartItem) => void;
  onClose: () => void;
}

const REGULAR = '';

/**
 * The item viewer (spec part 2 §2): picture, description, allergens, price options, modifier
 * groups (with the sub-groups the chosen options open, after them; taking such an option away
 * takes its sub-groups' choices with it), quantity and special instructions. The domain's rules
 * answer at once (limits, required groups, cart size); the server then fits and prices the line
 * (`POST /orders/item`), and the modifiers it had to take away are listed in a notification.
 */
export function ItemViewer(props: ItemViewerProps) {
  const { target, menu, orderType, cart, maxItemsPerCart, timeZone, dueAt, onDone, onClose } =
    props;
  const { t } = useTranslation();
  const locale = useLocale();
  const { money } = useFormatters(timeZone);
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;
  const { item, line } = target;
  const rules = useMemo(() => orderableItemOf(item, menu), [item, menu]);
  const [selection, setSelection] = useState<ViewerSelection>(() =>
    line ? selectionOfLine(line) : initialSelection(item, menu.option_groups),
  );
  const openGroups = useMemo(
    () => openOptionGroups(rules, selection.options),
    [rules, selection.options],
  );
  const groups = useMemo(
    () =>
      openGroups.flatMap((orderable) => {
        const group = menu.option_groups.find((candidate) => candidate.id === orderable.id);
        return group ? [{ group, orderable }] : [];
      }),
    [openGroups, menu],
  );
  const [groupMessages, setGroupMessages] = useState<Record<number, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const entry = lineOfSelection(selection, item, sectionSlugOf(menu, item), line?.cartIndex);
  const lineCents = useMemo(() => {
    try {
      return priceLine(entry, rules, dueAt ?? new Date(), timeZone).lineCents;
    } catch {
      return null;
    }
  }, [entry, rules, dueAt, timeZone]);

  const changeOption = (groupId: number, valueId: number, quantity: number) => {
    const orderable = openGroups.find((candidate) => candidate.id === groupId);
    if (!orderable) return;
    const result = setOptionQuantity(selection, orderable, valueId, quantity);
    const options = withoutClosedSubGroupOptions(rules, result.selection.options);
    setSelection({ ...result.selection, options });
    setError(null);
    setGroupMessages((messages) => {
      const others = Object.fromEntries(
        Object.entries(messages).filter(([id]) => Number(id) !== groupId),
      );
      return result.refusal
        ? { ...others, [groupId]: errorMessage(result.refusal.code, locale, result.refusal) }
        : others;
    });
  };

  const submit = async () => {
    const problem = selectionProblem(entry, rules);
    if (problem) {
      const message = errorMessage(problem.code, locale, problem.params);
      setError(message);
      if (problem.code === 'cart_required_selections') {
        // Each required group still empty says so under itself.
        const empty = openGroups.filter(
          (group) => group.required && groupCount(selection, group.id) === 0,
        );
        setGroupMessages(Object.fromEntries(empty.map((group) => [group.id, message])));
      }
      return;
    }
    const nextCart = line ? replaceCartEntry(cart, line.cartIndex, entry) : addToCart(cart, entry);
    const tooMany = cartProblem(nextCart, maxItemsPerCart);
    if (tooMany?.code === 'cart_item_limit') {
      setError(errorMessage('cart_item_limit', locale, tooMany.params));
      return;
    }
    setSaving(true);
    setError(null);
    try {
      const priced = await priceItem({
        type: orderType,
        item: entry,
        ...(dueAt ? { dueAt: dueAt.toISOString() } : {}),
      });
      notifyRemovedOptions(priced.removed, menu.option_groups, locale);
      onDone({ ...priced.item, cartIndex: entry.cartIndex });
    } catch (caught) {
      setError(inlineApiError(caught));
      setSaving(false);
    }
  };

  const name = localizedName(item, locale);
  const description = localizedText(item, 'description', locale);
  const priceOptions = item.price_options;
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
        {item.image && <Image src={item.image} alt="" radius="md" mah={240} fit="cover" />}
        {description && <RichTextView value={description} />}
        {item.allergens.length > 0 && (
          <Text size="sm">
            {t('orders.viewer.allergens', {
              list: item.allergens.map((allergen) => allergenLabel(allergen, locale)).join(', '),
            })}
          </Text>
        )}
        {priceOptions.length > 0 && (
          <Radio.Group
            label={t('orders.viewer.priceOption')}
            value={selection.priceOption ?? REGULAR}
            onChange={(value) =>
              setSelection({ ...selection, priceOption: value === REGULAR ? null : value })
            }
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt="xs">
              {[
                {
                  value: REGULAR,
                  label: defaultPriceNameIn(item, locale),
                  price: item.base_price,
                },
                ...priceOptions.map((option) => ({
                  // The value stays the primary name: the cart line and the server read it.
                  value: option.name,
                  label: priceOptionNameIn(option, locale),
                  price: option.price,
                })),
              ].map((option) => (
                <Radio.Card key={option.value} value={option.value} p="sm" mih={48}>
                  <Group wrap="nowrap" justify="space-between">
                    <Group wrap="nowrap" gap="sm">
                      <Radio.Indicator />
                      <Text fw={500}>{option.label}</Text>
                    </Group>
                    <Text size="sm">{money(toCents(option.price))}</Text>
                  </Group>
                </Radio.Card>
              ))}
            </SimpleGrid>
          </Radio.Group>
        )}
        {groups.map(({ group, orderable }) => (
          <ModifierGroupField
            key={group.id}
            group={group}
            rules={orderable}
            selection={selection}
            onChange={(valueId, quantity) => changeOption(group.id, valueId, quantity)}
            message={groupMessages[group.id] ?? null}
          />
        ))}
        <Group justify="space-between">
          <Text fw={500}>{t('orders.viewer.quantity')}</Text>
          <QuantityStepper
            value={selection.quantity}
            min={1}
            max={MAX_LINE_QUANTITY}
            onChange={(quantity) => setSelection({ ...selection, quantity })}
            label={t('orders.viewer.quantityOf', { item: name })}
          />
        </Group>
        {!props.hideInstructions && (
          <CountedTextarea
            label={t('orders.viewer.instructions')}
            value={selection.instructions}
            onChange={(instructions) => setSelection({ ...selection, instructions })}
          />
        )}
        {error && (
          <Text c="red.8" role="alert">
            {error}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" size="md" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button size="md" loading={saving} onClick={() => void submit()}>
            {lineCents === null
              ? action
              : t('orders.viewer.actionWithPrice', { action, price: money(lineCents) })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The slug of the item's section, kept on the line (spec part 2 §3 "Cart item"). */
function sectionSlugOf(menu: PublishedMenu, item: Item): string | null {
  return menu.sections.find((section) => section.id === item.section_id)?.slug ?? null;
}
