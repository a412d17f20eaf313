import type { FastifyPluginAsync } from 'fastify';
import { jwksRoutes } from './modules/auth/jwks.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { ssoRoutes } from './modules/auth/sso.routes.ts';
import { uploadsRoutes } from './modules/images/uploads.routes.ts';
import { restaurantsRoutes } from './modules/restaurants/restaurants.routes.ts';
import { menusModuleRoutes } from './modules/menus/catalogue.routes.ts';
import { optionsRoutes } from './modules/options/options.routes.ts';
import { itemOptionsRoutes } from './modules/options/item-options.routes.ts';
import { menuGroupsRoutes } from './modules/menu-groups/menu-groups.routes.ts';
import { menuExportRoutes } from './modules/menu-export/menu-export.routes.ts';
import { menuReplicationRoutes } from './modules/menu-replication/menu-replication.routes.ts';
import { csvImportRoutes } from './modules/csv-import/csv-import.routes.ts';
import { rotationalMenusRoutes } from './modules/rotational-menus/rotational-menus.routes.ts';
import { menuSearchRoutes } from './modules/menu-search/menu-search.routes.ts';
import { pricingRoutes } from './modules/orders/pricing/pricing.routes.ts';
import { membershipsRoutes } from './modules/memberships/memberships.routes.ts';
import { orderWritesRoutes } from './modules/orders/writes/order-writes.routes.ts';
import { invoicesRoutes } from './modules/orders/invoices/invoices.routes.ts';
import { bulkActionsRoutes } from './modules/orders/bulk/bulk-actions.routes.ts';
import { marketplaceOrdersRoutes } from './modules/orders/marketplace/marketplace-orders.routes.ts';
import { schoolDeliveryRoutes } from './modules/orders/school/school-delivery.routes.ts';
import { orderReadsRoutes } from './modules/orders/reads/order-reads.routes.ts';
import { orderMoneyRoutes } from './modules/orders/money/order-money.routes.ts';
import { orderLiveRoutes } from './modules/orders/live/order-live.routes.ts';
import { schedulingRoutes } from './modules/orders/scheduling/scheduling.routes.ts';
import { paymentsRoutes } from './modules/payments/payments.routes.ts';
import { publishedMenusRoutes } from './modules/published-menus/published-menus.routes.ts';
import { orderingConfigRoutes } from './modules/ordering-config/ordering-config.routes.ts';
import { geocodingRoutes } from './modules/geocoding/geocoding.routes.ts';
import { jobsRoutes } from './modules/jobs/jobs.routes.ts';
import { changeHistoryRoutes } from './modules/change-history/change-history.routes.ts';
import { fulfilmentSettingsRoutes } from './modules/settings-fulfilment/fulfilment.routes.ts';
import { posPullRoutes } from './modules/pos-pull/pos-pull.routes.ts';
import { demoPosSquareRoutes } from './demo/demo-pos-square.routes.ts';

/**
 * Every API module, registered in one place. Paths are the spec's, under /api. Each module reads
 * what the app shares from `app.ctx` (context/app-context.ts).
 */
export const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(jwksRoutes);
  await app.register(authRoutes);
  await app.register(ssoRoutes);
  await app.register(restaurantsRoutes);
  await app.register(uploadsRoutes);
  await app.register(menusModuleRoutes);
  await app.register(optionsRoutes);
  await app.register(itemOptionsRoutes);
  await app.register(menuGroupsRoutes);
  await app.register(menuExportRoutes);
  await app.register(menuReplicationRoutes);
  await app.register(csvImportRoutes);
  await app.register(rotationalMenusRoutes);
  await app.register(menuSearchRoutes);
  await app.register(pricingRoutes);
  await app.register(membershipsRoutes);
  await app.register(orderWritesRoutes);
  await app.register(invoicesRoutes);
  await app.register(orderReadsRoutes);
  await app.register(orderMoneyRoutes);
  await app.register(orderLiveRoutes);
  await app.register(bulkActionsRoutes);
  await app.register(marketplaceOrdersRoutes);
  await app.register(schoolDeliveryRoutes);
  await app.register(schedulingRoutes);
  await app.register(paymentsRoutes);
  await app.register(publishedMenusRoutes);
  await app.register(orderingConfigRoutes);
  await app.register(geocodingRoutes);
  await app.register(jobsRoutes);
  await app.register(changeHistoryRoutes);
  await app.register(posPullRoutes);
  await app.register(fulfilmentSettingsRoutes);
  // The demo's point of sale (a sample external system): only where the demo data is.
  if (app.ctx.config.demoData) await app.register(demoPosSquareRoutes);
};
