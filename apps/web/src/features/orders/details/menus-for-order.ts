import {
  eventOffersPackage,
  menuOffersOrderType,
  menuOpenToStaff,
  type OrderDraft,
  type OrderingConfig,
  type PublishedMenu,
} from '@app/domain';

/** Event orders take the packages offered to the chosen event (every event package before). */
function servesEvent(menu: PublishedMenu, draft: OrderDraft, config: OrderingConfig): boolean {
  if (draft.type !== 'event' || draft.data.config.menuManagerEvent === null) return true;
  const event = config.events.find(
    (candidate) => candidate.id === draft.data.config.menuManagerEvent,
  );
  return !event || eventOffersPackage(event, menu.id);
}

/**
 * The menus the order can be taken from: open to staff, serving the order type (domain rules)
 * and, for an event order, offered to its event.
 */
export function menusForOrder(
  menus: readonly PublishedMenu[],
  draft: OrderDraft,
  config: OrderingConfig,
): PublishedMenu[] {
  return menus.filter(
    (menu) =>
      menuOpenToStaff(menu) &&
      menuOffersOrderType(menu, draft.type) &&
      servesEvent(menu, draft, config),
  );
}
