import { useCallback, useEffect, useReducer } from 'react';
import {
  canOpenScreen,
  menuItems,
  orderTypesOffered,
  screenPaths,
  type CartItem,
  type OrderDraft,
  type OrderLineProblem,
  type OrderingConfig,
  type OrderType,
  type PublishedMenu,
} from '@app/domain';
import { useNavigate } from 'react-router';
import { useLocale } from '#i18n/use-locale.ts';
import { notifyError } from '#lib/notify.ts';
import { useActiveSession } from '#lib/session/session-store.ts';
import { useUnsavedChanges } from '#shared/hooks/use-unsaved-changes.tsx';
import { useActiveLocation } from '#shared/locations/active-location.ts';
import { useRecalculatedCosts } from '../api/recalculate-costs.ts';
import { useSubmitOrder } from '../api/submit-order.ts';
import { useInlineApiError } from '#shared/orders/inline-api-error.ts';
import {
  hasMenu,
  newOrderDraft,
  orderDueAt,
  sameTableDraft,
  type OrderDraftAction,
} from '../state/order-draft.ts';
import { savedOrderId, type OrderMode } from '../state/order-mode.ts';
import {
  hasUnsavedWork,
  initialOrderWorkspace,
  keepsMenu,
  orderWorkspaceReducer,
} from '../state/order-workspace-state.ts';
import { confirmOrderChange, confirmRemoveLine, explainLastItem } from './confirm-order-change.tsx';
import { localizedName } from '#shared/catalogue/content-languages.ts';
import { menusForOrder } from '../details/menus-for-order.ts';
import { shownProblems } from '../problems/shown-problems.ts';
import { problemsOfSubmitError } from '../problems/submit-problems.ts';
import { useFittedLines } from './use-fitted-lines.ts';
import { useSendChecks } from '../problems/use-send-checks.ts';

export interface OrderWorkspaceInput {
  mode: OrderMode;
  config: OrderingConfig;
  menus: readonly PublishedMenu[];
  /** The saved order being modified or added to, with today's problems of its lines. */
  saved: { draft: OrderDraft; validation: readonly OrderLineProblem[] } | null;
  seed?: OrderDraft;
}

/**
 * The order being taken: the screen's state (`orderWorkspaceReducer`), the server's costs of the
 * draft, the checks before sending, the submit (a mutation), and the confirmations and
 * navigation around them. Returns the state and what the user can do.
 */
export function useOrderWorkspace({ mode, config, menus, saved, seed }: OrderWorkspaceInput) {
  const locale = useLocale();
  const navigate = useNavigate();
  const { role } = useActiveSession();
  const location = useActiveLocation();
  const firstType = orderTypesOffered(config)[0] ?? 'take_out';
  const [state, dispatch] = useReducer(
    orderWorkspaceReducer,
    { mode, draft: saved?.draft ?? seed ?? newOrderDraft(firstType) },
    initialOrderWorkspace,
  );
  const { draft } = state;
  const items = draft.data.items;
  const orderId = savedOrderId(mode);
  const checks = useSendChecks(config, locale);
  const submit = useSubmitOrder(orderId);
  const menu = menus.find((candidate) => candidate.id === draft.data.config.menuId);
  const offered = menusForOrder(menus, draft, config);
  const priceNow = state.step === 'items' && hasMenu(draft) && !state.submitted;
  const costs = useRecalculatedCosts(draft, priceNow, orderId);
  const fitLines = useCallback(
    (fitted: CartItem[]) => dispatch({ type: 'fitItems', items: fitted }),
    [],
  );
  useFittedLines({ answer: costs.data, current: costs.current, menu, onFit: fitLines });

  useUnsavedChanges(hasUnsavedWork(state));
  const { leaving } = state;
  useEffect(() => {
    if (leaving) void navigate(leaving.to, { state: leaving.seed ? { seed: leaving.seed } : null });
  }, [leaving, navigate]);

  const problems = shownProblems({
    draft,
    refusal: state.refusal,
    pricing: costs.data?.problems,
    saved,
    ...checks.shown(draft, menu),
    locale,
  });
  const costsError = useInlineApiError(costs.error);
  const managerOpen = canOpenScreen('order_manager', { role, location });

  const startOver = (next: OrderDraft) => {
    checks.reset();
    dispatch({ type: 'startedOver', draft: next });
  };

  const actions = {
    dispatch,
    /** Edits of the order details; a new order type asks before it empties the cart. */
    editDetails: (action: OrderDraftAction) =>
      action.type === 'setOrderType' ? changeType(action.orderType) : dispatch(action),
    chooseMenu: (chosen: PublishedMenu) => {
      const apply = () => dispatch({ type: 'menuChosen', menu: chosen });
      if (items.length > 0 && chosen.id !== draft.data.config.menuId)
        confirmOrderChange('menu', apply);
      else apply();
    },
    continueToItems: () => {
      if (checks.checkDetails(draft)) dispatch({ type: 'continued', offered });
    },
    /** A line of a saved order is removed after a confirmation; its last line never is. */
    removeLine: (cartIndex: number) => {
      const remove = () => dispatch({ type: 'lineRemoved', cartIndex });
      if (mode.kind === 'create') return remove();
      if (items.length === 1) return explainLastItem();
      const line = items.find((candidate) => candidate.cartIndex === cartIndex);
      const item = line && menu && menuItems(menu).find(({ id }) => id === line.id);
      const name = item ? localizedName(item, locale) : (line?.name ?? '');
      confirmRemoveLine(name, remove);
    },
    discard: () =>
      confirmOrderChange(mode.kind === 'create' ? 'discard' : `discard_${mode.kind}`, () => {
        if (mode.kind !== 'create' && managerOpen)
          dispatch({ type: 'left', to: screenPaths.order_manager });
        else startOver(newOrderDraft(firstType));
      }),
    send: () => {
      if (submit.isPending) return;
      const stop = checks.check(draft, menu);
      if (stop) {
        dispatch({ type: 'sendStopped', at: stop });
        return;
      }
      submit.mutate(draft, {
        onSuccess: (order) => dispatch({ type: 'submitted', order }),
        onError: (error) => {
          const { notify, ...found } = problemsOfSubmitError(error);
          if (notify) notifyError(notify);
          dispatch({ type: 'submitRefused', refusal: { draft, problems: found } });
        },
      });
    },
    newOrder: () => startOver(newOrderDraft(firstType)),
    sameTable: () => startOver(sameTableDraft(draft)),
    toOrderManager: () => dispatch({ type: 'left', to: screenPaths.order_manager }),
  };

  function changeType(orderType: OrderType) {
    const apply = () => dispatch({ type: 'orderTypeChanged', orderType, menu });
    if (!keepsMenu(menu, orderType) && items.length > 0) confirmOrderChange('type', apply);
    else apply();
  }

  return {
    state,
    menu,
    offered,
    problems,
    costs,
    costsError,
    dueAt: orderDueAt(draft, menu, config),
    submitting: submit.isPending,
    managerOpen,
    actions,
  };
}
