import {
  formatDateTime,
  preOrderLinkClosed,
  preOrderLocked,
  preOrderLockStart,
  ZEventSuiteStatus,
  type EventSuiteStatus,
  type Locale,
} from '@app/domain';
import type { AppContext } from '../../../context/app-context.ts';
import type { OrderTakingContext } from '../../../context/order-context.ts';
import type { Tx } from '../../../db/client.ts';
import { withTenant } from '../../../db/tenant.ts';
import { AppError } from '../../../errors/app-error.ts';
import { toLocation } from '../../restaurants/location-response.ts';
import {
  restaurantsRepository,
  type LocationRow,
} from '../../restaurants/restaurants.repository.ts';
import { openSuitePreOrderLink } from './pre-order-link.ts';
import {
  preOrderSuitesRepository as preOrderSuites,
  type PreOrderSuiteRow,
} from './pre-order-suites.repository.ts';

/** The app parts a pre-order page call uses. */
export type PreOrderApp = Pick<AppContext, 'database' | 'keys'>;

/** What a pre-order call acts on: the link's location, the event suite and the caller's language. */
export interface PreOrderLink {
  app: PreOrderApp;
  location: LocationRow;
  eventSuiteId: number;
  locale: Locale;
  /** A transaction under the link's location's row-level security. */
  tenantTx: <T>(work: (tx: Tx) => Promise<T>) => Promise<T>;
}

/** A suite whose link is open: with its owner, and its status read as the domain's. */
export type OpenPreOrderSuite = Omit<PreOrderSuiteRow, 'owner' | 'status'> & {
  owner: NonNullable<PreOrderSuiteRow['owner']>;
  status: EventSuiteStatus;
};

/**
 * Opens a pre-order token: 404 `not_found` when it is forged, altered, expired or for another
 * purpose; 410 `pre_order_link_invalid` when its location no longer has suites.
 */
export async function openPreOrderLink(
  app: PreOrderApp,
  token: string,
  locale: Locale,
): Promise<PreOrderLink> {
  const claims = await openSuitePreOrderLink(app, token);
  const [location] = await restaurantsRepository.listByIds(app.database.db, [claims.restaurantId]);
  if (!location?.suites_enabled) throw new AppError('pre_order_link_invalid');
  return {
    app,
    location,
    eventSuiteId: claims.objectId,
    locale,
    tenantTx: (work) => withTenant(app.database.db, location.id, work),
  };
}

/**
 * The link's suite, read in `tx`; 410 `pre_order_link_invalid` when it was taken off its event,
 * has no owner any more, was settled or closed, or its event is past (`preOrderLinkClosed`).
 */
export async function readOpenSuite(
  tx: Tx,
  link: PreOrderLink,
  now: Date,
): Promise<OpenPreOrderSuite> {
  const row = await preOrderSuites.find(tx, link.location.id, link.eventSuiteId);
  const status = ZEventSuiteStatus.catch('not_configured').parse(row?.status);
  if (!row?.owner || preOrderLinkClosed({ ...row, status }, row.event, now)) {
    throw new AppError('pre_order_link_invalid');
  }
  return { ...row, owner: row.owner, status };
}

/** When the suite's owner can no longer change their pre-order, in the location's time zone. */
export function suiteLocksAt(suite: OpenPreOrderSuite, link: PreOrderLink): Date {
  const { start_date, order_lock_period_days } = suite.event;
  return preOrderLockStart(start_date, order_lock_period_days, link.location.timezone);
}

/** 409 `pre_order_locked` (naming when it closed, in the caller's language) once the lock began. */
export function assertPreOrderOpen(suite: OpenPreOrderSuite, link: PreOrderLink, now: Date): void {
  const timeZone = link.location.timezone;
  if (!preOrderLocked(suite.event, now, timeZone)) return;
  const date = formatDateTime(suiteLocksAt(suite, link), link.locale, timeZone);
  throw new AppError('pre_order_locked', { date });
}

/**
 * The order context of the suite's owner acting through their link: no account, no role
 * (order-context.ts `SuiteOwnerActor`), the link's location, the caller's language.
 */
export function ownerOrderContext(
  link: PreOrderLink,
  suite: OpenPreOrderSuite,
): OrderTakingContext {
  const { owner } = suite;
  return {
    restaurantId: link.location.id,
    user: {
      id: null,
      role: null,
      email: owner.email ?? '',
      name: owner.name,
      suiteOwnerId: owner.id,
    },
    locale: link.locale,
    tenantTx: link.tenantTx,
    location: toLocation(link.location),
  };
}
