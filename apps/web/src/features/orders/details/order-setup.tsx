import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconTrash } from '@tabler/icons-react';
import type { OrderDraft, OrderingConfig, PublishedMenu } from '@app/domain';
import { useTranslation } from 'react-i18next';
import type { OrderDraftAction } from '../state/order-draft.ts';
import { MenuChoice } from './menu-choice.tsx';
import { OrderDetails } from './order-details.tsx';

interface OrderSetupProps {
  draft: OrderDraft;
  dispatch: (action: OrderDraftAction) => void;
  config: OrderingConfig;
  /** The menus that serve the draft's order type and are open to staff. */
  menus: readonly PublishedMenu[];
  typeLocked: boolean;
  /** "Enter the table number." after a refused submit of a dine-in order. */
  tableError: string | null;
  /** Why the lane reservation cannot be booked (at Continue or after a refused submit). */
  laneError: string | null;
  /** Shown under Continue when no menu is chosen yet. */
  menuMissing: boolean;
  onChooseMenu: (menu: PublishedMenu) => void;
  onContinue: () => void;
  onDiscard: () => void;
  /** "Discard order" for a new order, "Discard changes" for a saved order or check. */
  discardLabel: string;
}

/** The first step: order details, then the menu; Continue opens the items. */
export function OrderSetup(props: OrderSetupProps) {
  const { draft, config, menus } = props;
  const { t } = useTranslation();
  const menuId = draft.data.config.menuId;
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          <Title order={2} size="h3">
            {t('orders.details.title')}
          </Title>
          <OrderDetails
            draft={draft}
            dispatch={props.dispatch}
            config={config}
            typeLocked={props.typeLocked}
            tableError={props.tableError}
            laneError={props.laneError}
          />
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p="md">
        <MenuChoice
          menus={menus}
          value={menus.some((menu) => menu.id === menuId) ? menuId : null}
          label={
            draft.type === 'event' ? t('orders.details.eventPackage') : t('orders.menus.title')
          }
          onChoose={props.onChooseMenu}
        />
      </Paper>
      <Group justify="space-between">
        <Button
          variant="subtle"
          color="red"
          size="lg"
          leftSection={<IconTrash size={18} aria-hidden />}
          onClick={props.onDiscard}
        >
          {props.discardLabel}
        </Button>
        {/* Stays on the right when a narrow screen puts it on a line of its own. */}
        <Stack gap={4} align="flex-end" ml="auto">
          <Button
            size="lg"
            rightSection={<IconArrowRight size={18} aria-hidden />}
            onClick={props.onContinue}
          >
            {t('actions.continue')}
          </Button>
          {props.menuMissing && (
            <Text c="red.8" size="sm" role="alert">
              {t('orders.menus.chooseOne')}
            </Text>
          )}
        </Stack>
      </Group>
    </Stack>
  );
}
