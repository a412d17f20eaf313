import { useState } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CheckoutPanel } from '../checkout/checkout-panel.tsx';
import { ItemViewer } from '../item-viewer/item-viewer.tsx';
import { closedMenuNotice, dueDateMissing } from '../state/order-draft.ts';
import { orderHeader } from '../state/order-mode.ts';
import { ItemBrowser } from '../item-browser/item-browser.tsx';
import { MembersOnlyDialog } from '../details/members-only-dialog.tsx';
import { OrderSetup } from '../details/order-setup.tsx';
import { OrderSummary } from './order-summary.tsx';
import { OrderTaking } from './order-taking.tsx';
import { KioskStart } from './kiosk-start.tsx';
import { OrdersPausedNotice } from './orders-paused-notice.tsx';
import { SubmittedDialog } from './submitted-dialog.tsx';
import { TakingTabs } from './taking-tabs.tsx';
import { useOrderWorkspace, type OrderWorkspaceInput } from './use-order-workspace.ts';
import { hostKind, returnToHost } from '#lib/host/host-app.ts';
import { useActiveSession } from '#lib/session/session-store.ts';

/**
 * "Back to open tabs" after a submit: inside a host app it hands back to the host's open tabs
 * (every order); on its own it opens the order manager, after a dine-in check, where it is open.
 */
function backToOpenTabs(toManager: boolean, openManager: () => void): (() => void) | undefined {
  if (hostKind() !== null) return () => returnToHost('open_tabs');
  return toManager ? openManager : undefined;
}

/**
 * The order being taken (state and calls in `useOrderWorkspace`): the order details and menu
 * first, then the items and checkout beside the cart; over them the item viewer, the
 * members-only dialog and, once sent, the submitted dialog. A kiosk creating an order gets the
 * kiosk start modal over it when the screen opens and again after each submitted order.
 */
export function OrderWorkspace(props: OrderWorkspaceInput) {
  const { mode, config } = props;
  const { t } = useTranslation();
  const order = useOrderWorkspace(props);
  const { state, menu, problems, actions } = order;
  const { draft, viewer } = state;
  const { dispatch } = actions;
  const discardLabel = t(
    mode.kind === 'create' ? 'orders.discard.action' : 'orders.discard.changes',
  );
  const dineIn = draft.type === 'dine_in';
  const kioskStart = useActiveSession().role === 'kiosk' && mode.kind === 'create';
  const [guest, setGuest] = useState(0);
  const newOrder = () => {
    actions.newOrder();
    setGuest((count) => count + 1);
  };

  return (
    <Stack gap="lg">
      <Title order={1}>{t(`orders.headers.${orderHeader(mode, draft.type)}`)}</Title>
      {mode.kind !== 'modify' && <OrdersPausedNotice paused={config.ordersPaused} />}
      {state.step === 'details' ? (
        <OrderSetup
          draft={draft}
          dispatch={actions.editDetails}
          config={config}
          menus={order.offered}
          typeLocked={mode.kind !== 'create'}
          tableError={problems.table}
          laneError={problems.lane}
          menuMissing={state.menuMissing}
          onChooseMenu={actions.chooseMenu}
          onContinue={actions.continueToItems}
          onDiscard={actions.discard}
          discardLabel={discardLabel}
        />
      ) : (
        <OrderTaking
          summary={
            <OrderSummary
              draft={draft}
              menu={menu}
              onChangeDetails={() => dispatch({ type: 'detailsOpened' })}
            />
          }
          tabs={
            <TakingTabs
              tab={state.tab}
              onTab={(tab) => dispatch({ type: 'tabChosen', tab })}
              checkoutErrors={Object.keys(problems.fields).length}
              items={
                menu ? (
                  <ItemBrowser
                    menu={menu}
                    timeZone={config.timeZone}
                    dueAt={order.dueAt}
                    closedNotice={closedMenuNotice(draft, menu, order.dueAt)}
                    dueDateMissing={dueDateMissing(draft, menu)}
                    onChooseDueDate={() => dispatch({ type: 'tabChosen', tab: 'checkout' })}
                    onOpen={(item) => dispatch({ type: 'itemOpened', item })}
                  />
                ) : (
                  <Text c="dimmed">{t('orders.menus.unavailableBody')}</Text>
                )
              }
              checkout={
                menu && (
                  <CheckoutPanel
                    type={draft.type}
                    checkout={draft.data.checkout}
                    onChange={(checkout) => dispatch({ type: 'setCheckout', checkout })}
                    config={config}
                    menu={menu}
                    subtotal={order.costs.data?.costs.subtotal ?? 0}
                    fieldErrors={problems.fields}
                  />
                )
              }
            />
          }
          cart={{
            items: draft.data.items,
            menu,
            priced: order.costs.data,
            costsPending: order.costs.pending,
            costsError: order.costsError,
            lineProblems: problems.lines,
            orderProblems: problems.order,
            timeZone: config.timeZone,
            maxItemsPerCart: config.maxItemsPerCart,
            onEdit: (cartIndex) => dispatch({ type: 'lineOpened', cartIndex, menu }),
            onRemove: actions.removeLine,
            onQuantity: (cartIndex, quantity) =>
              dispatch({ type: 'setQuantity', cartIndex, quantity }),
          }}
          submit={{
            submitLabel: t(`orders.submit.${mode.kind}`),
            submitting: order.submitting,
            onSubmit: actions.send,
            discardLabel,
            onDiscard: actions.discard,
          }}
        />
      )}
      {viewer && menu && (
        <ItemViewer
          key={`${viewer.item.id}-${viewer.line?.cartIndex ?? 'new'}`}
          target={viewer}
          menu={menu}
          orderType={draft.type}
          cart={draft.data.items}
          maxItemsPerCart={config.maxItemsPerCart}
          hideInstructions={config.flags.hide_items_special_instructions}
          timeZone={config.timeZone}
          dueAt={order.dueAt}
          onDone={(line) => dispatch({ type: 'lineDone', line })}
          onClose={() => dispatch({ type: 'viewerClosed' })}
        />
      )}
      {state.membersMenu && (
        <MembersOnlyDialog
          menu={state.membersMenu}
          onCancel={() => dispatch({ type: 'membershipCancelled' })}
          onConfirmed={(memberInfo) => dispatch({ type: 'membershipFound', memberInfo })}
        />
      )}
      {state.submitted && (
        <SubmittedDialog
          order={state.submitted}
          updated={mode.kind !== 'create'}
          timeZone={config.timeZone}
          onNewOrder={newOrder}
          onSameTable={dineIn ? actions.sameTable : undefined}
          onBackToOpenTabs={backToOpenTabs(order.managerOpen && dineIn, actions.toOrderManager)}
          onOrderManager={order.managerOpen && !dineIn ? actions.toOrderManager : undefined}
        />
      )}
      {kioskStart && <KioskStart key={guest} />}
    </Stack>
  );
}
