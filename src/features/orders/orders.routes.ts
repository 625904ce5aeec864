import { Permission as P } from '#contract/permissions';
import { need } from '../../app/route-access';
import { shellRoute } from '../../app/route-def';

/** The orders list; an order's own page is in order-detail.routes.ts. */
export const ordersRoutes = [
  shellRoute('Orders', '/orders', need(P.OrderView), () =>
    import('./list/orders-page').then((m) => m.OrdersPage),
  ),
];
