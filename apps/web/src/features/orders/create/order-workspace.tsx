import { useCallback, useEffect, useReducer, useState } from 'react';
import { Stack, Title } from '@mantine/core';
import {
  canOpenScreen,
  menuOffersOrderType,
  menuItems,
  orderTypesOffered,
  screenPaths,
  type CartItem,
  type Checkout,
  type Item,
  type Order,
  type OrderDraft,
  type OrderLineProblem,
  type OrderingConfig,
  type OrderType,
  type PublishedMenu,
} from '@app/domain';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLocale } from '#i18n/use-locale.ts';
import { useActiveSession } from '#lib/session/session-store.ts';
import { useUnsavedChanges } from '#shared/hooks/use-unsaved-changes.tsx';
import { useActiveLocation } from '#shared/locations/active-location.ts';
import { useRecalculatedCosts } from '../api/recalculate-costs.ts';
import { useInlineApiError } from '../checkout/inline-api-error.ts';
import { ItemViewer, type ViewerTarget } from '../item-viewer/item-viewer.tsx';
import {
  NO_MENU,
  closedMenuNotice,
  dueDateMissing,
  hasMenu,
  newOrderDraft,
  orderDraftReducer,
  orderDueAt,
  sameTableDraft,
} from '../state/order-draft.ts';
import { orderHeader, savedOrderId, type OrderMode } from '../state/order-mode.ts';
import { confirmOrderChange } from './confirm-order-change.tsx';
import { MembersOnlyDialog } from './members-only-dialog.tsx';
import { OrderSetup } from './order-setup.tsx';
import { OrderTaking, type TakingTab } from './order-taking.tsx';
import { shownProblems } from './shown-problems.ts';
import { menusForOrder } from './menus-for-order.ts';
import { SubmittedDialog } from './submitted-dialog.tsx';
import { useFittedLines } from './use-fitted-lines.ts';
import { useOrderSubmit } from './use-order-submit.ts';
import { useSendChecks } from './use-send-checks.ts';

interface OrderWorkspaceProps {
  mode: OrderMode;
  config: OrderingConfig;
  menus: readonly PublishedMenu[];
  /** The saved order being modified or added to, with today's problems of its lines. */
  saved: { draft: OrderDraft; validation: readonly OrderLineProblem[] } | null;
  seed?: OrderDraft;
}

/**
 * The order being taken: the draft (one reducer), the two steps (details and menu, then items
 * and checkout), the item viewer, the members-only dialog, the server's costs, the submit and
 * the submitted dialog.
 */
export function OrderWorkspace({ mode, config, menus, saved, seed }: OrderWorkspaceProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const session = useActiveSession();
  const location = useActiveLocation();
  const firstType = orderTypesOffered(config)[0] ?? 'take_out';
  // What "unchanged" means: the saved order, the seed, or the order just started.
  const [baseline, setBaseline] = useState(() => saved?.draft ?? seed ?? newOrderDraft(firstType));
  const [draft, dispatch] = useReducer(orderDraftReducer, baseline);
  const [step, setStep] = useState<'details' | 'items'>(hasMenu(baseline) ? 'items' : 'details');
  const [tab, setTab] = useState<TakingTab>('items');
  const [viewer, setViewer] = useState<ViewerTarget | null>(null);
  const [membersMenu, setMembersMenu] = useState<PublishedMenu | null>(null);
  const [menuMissing, setMenuMissing] = useState(false);
  const [submitted, setSubmitted] = useState<Order | null>(null);
  const [leaving, setLeaving] = useState<{ to: string; seed?: OrderDraft } | null>(null);
  const checks = useSendChecks(config, locale);
  const orderId = savedOrderId(mode);
  const { submit, submitting, refusal, clearRefusal } = useOrderSubmit(orderId, (order) =>
    setSubmitted(order),
  );

  const typeMenus = menusForOrder(menus, draft, config);
  const menu = menus.find((candidate) => candidate.id === draft.data.config.menuId);
  const items = draft.data.items;
  const recalc = useRecalculatedCosts(
    draft,
    step === 'items' && hasMenu(draft) && !submitted,
    orderId,
  );
  const fitLines = useCallback(
    (fitted: CartItem[]) => dispatch({ type: 'fitItems', items: fitted }),
    [],
  );
  useFittedLines({ answer: recalc.data, current: recalc.current, menu, onFit: fitLines });

  const dirty = !submitted && leaving === null && (saved ? draft !== baseline : items.length > 0);
  useUnsavedChanges(dirty);
  useEffect(() => {
    if (leaving !== null)
      void navigate(leaving.to, { state: leaving.seed ? { seed: leaving.seed } : null });
  }, [leaving, navigate]);

  const problems = shownProblems({
    draft,
    refusal,
    pricing: recalc.data?.problems,
    saved,
    ...checks.shown(draft, menu),
    locale,
  });
  const costsError = useInlineApiError(recalc.error);
  const dueAt = orderDueAt(draft, menu, config);

  const chooseMenu = (chosen: PublishedMenu) => {
    const apply = () => {
      if (chosen.member_only) {
        setMembersMenu(chosen);
        return;
      }
      dispatch({ type: 'chooseMenu', menuId: chosen.id, eventPackage: draft.type === 'event' });
      setMenuMissing(false);
    };
    if (items.length > 0 && chosen.id !== draft.data.config.menuId)
      confirmOrderChange('menu', apply);
    else apply();
  };

  const changeType = (orderType: OrderType) => {
    const keepsMenu = !menu || menuOffersOrderType(menu, orderType);
    const apply = () => {
      dispatch({ type: 'setOrderType', orderType });
      if (!keepsMenu) dispatch({ type: 'chooseMenu', menuId: NO_MENU, eventPackage: false });
    };
    if (!keepsMenu && items.length > 0) confirmOrderChange('type', apply);
    else apply();
  };

  const continueToItems = () => {
    if (!typeMenus.some((candidate) => candidate.id === draft.data.config.menuId)) {
      setMenuMissing(true);
      return;
    }
    setStep('items');
  };

  const startOver = (next: OrderDraft) => {
    setSubmitted(null);
    setViewer(null);
    setTab('items');
    checks.reset();
    clearRefusal();
    if (mode.kind !== 'create') {
      // A modification ends here; a new order starts on the create screen.
      setLeaving({ to: screenPaths.order_create, seed: next });
      return;
    }
    setBaseline(next);
    dispatch({ type: 'reset', draft: next });
    setStep(hasMenu(next) ? 'items' : 'details');
  };

  const discard = () =>
    confirmOrderChange(mode.kind === 'create' ? 'discard' : `discard_${mode.kind}`, () => {
      if (
        mode.kind !== 'create' &&
        canOpenScreen('order_manager', { role: session.role, location })
      )
        setLeaving({ to: screenPaths.order_manager });
      else startOver(newOrderDraft(firstType));
    });

  const sendOrder = () => {
    const stop = checks.check(draft, menu);
    if (stop === 'details') setStep('details');
    if (stop === 'checkout') setTab('checkout');
    if (stop) return;
    void submit(draft).then((found) => {
      if (found.table) setStep('details');
      else if (Object.keys(found.fields).length > 0) setTab('checkout');
    });
  };

  const removeLine = (cartIndex: number) => {
    dispatch({ type: 'removeItem', cartIndex });
    // Removing a line resets the item viewer (spec part 2 §4).
    setViewer(null);
  };

  const openItem = (item: Item) => setViewer({ item });
  const editLine = (cartIndex: number) => {
    const line = items[cartIndex];
    const item =
      line && menu ? menuItems(menu).find((candidate) => candidate.id === line.id) : undefined;
    if (line && item) setViewer({ item, line });
  };

  const discardLabel = t(
    mode.kind === 'create' ? 'orders.discard.action' : 'orders.discard.changes',
  );
  const managerOpen = canOpenScreen('order_manager', { role: session.role, location });
  const header = orderHeader(mode, draft.type);

  return (
    <Stack gap="lg">
      <Title order={1}>{t(`orders.headers.${header}`)}</Title>
      {step === 'details' ? (
        <OrderSetup
          draft={draft}
          dispatch={(action) =>
            action.type === 'setOrderType' ? changeType(action.orderType) : dispatch(action)
          }
          config={config}
          menus={typeMenus}
          typeLocked={mode.kind !== 'create'}
          tableError={problems.table}
          menuMissing={menuMissing}
          onChooseMenu={chooseMenu}
          onContinue={continueToItems}
          onDiscard={discard}
          discardLabel={discardLabel}
        />
      ) : (
        <OrderTaking
          draft={draft}
          config={config}
          menu={menu}
          dueAt={dueAt}
          closedNotice={closedMenuNotice(draft, menu, dueAt)}
          dueDateMissing={dueDateMissing(draft, menu)}
          tab={tab}
          onTab={setTab}
          fieldErrors={problems.fields}
          onCheckout={(checkout: Checkout) => dispatch({ type: 'setCheckout', checkout })}
          onOpenItem={openItem}
          onDetails={() => setStep('details')}
          cart={{
            items,
            menu,
            priced: recalc.data,
            costsPending: recalc.pending,
            costsError,
            lineProblems: problems.lines,
            orderProblems: problems.order,
            timeZone: config.timeZone,
            onEdit: editLine,
            onRemove: removeLine,
            onQuantity: (cartIndex, quantity) =>
              dispatch({ type: 'setQuantity', cartIndex, quantity }),
          }}
          submitLabel={t(`orders.submit.${mode.kind}`)}
          submitting={submitting}
          onSubmit={sendOrder}
          onDiscard={discard}
          discardLabel={discardLabel}
        />
      )}
      {viewer && menu && (
        <ItemViewer
          key={`${viewer.item.id}-${viewer.line?.cartIndex ?? 'new'}`}
          target={viewer}
          menu={menu}
          orderType={draft.type}
          cart={items}
          maxItemsPerCart={config.maxItemsPerCart}
          hideInstructions={config.flags.hide_items_special_instructions}
          timeZone={config.timeZone}
          dueAt={dueAt}
          onDone={(line) => {
            if (viewer.line)
              dispatch({ type: 'replaceItem', cartIndex: viewer.line.cartIndex, item: line });
            else dispatch({ type: 'addItem', item: line });
            setViewer(null);
          }}
          onClose={() => setViewer(null)}
        />
      )}
      {membersMenu && (
        <MembersOnlyDialog
          menu={membersMenu}
          onCancel={() => setMembersMenu(null)}
          onConfirmed={(memberInfo) => {
            dispatch({
              type: 'chooseMenu',
              menuId: membersMenu.id,
              eventPackage: draft.type === 'event',
            });
            dispatch({ type: 'setMemberInfo', memberInfo });
            setMembersMenu(null);
            setMenuMissing(false);
          }}
        />
      )}
      {submitted && (
        <SubmittedDialog
          order={submitted}
          updated={mode.kind !== 'create'}
          timeZone={config.timeZone}
          onNewOrder={() => startOver(newOrderDraft(firstType))}
          onSameTable={
            draft.type === 'dine_in' ? () => startOver(sameTableDraft(draft)) : undefined
          }
          onBackToOpenTabs={
            managerOpen && draft.type === 'dine_in'
              ? () => setLeaving({ to: screenPaths.order_manager })
              : undefined
          }
          onOrderManager={
            managerOpen && draft.type !== 'dine_in'
              ? () => setLeaving({ to: screenPaths.order_manager })
              : undefined
          }
        />
      )}
    </Stack>
  );
}
