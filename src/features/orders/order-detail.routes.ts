import { loadOnce } from '../../app/route-def';
import { tabRoutes } from '../../app/tab-set';
import { orderTabs } from './detail/order.tabs';

const orderPage = loadOnce(() => import('./detail/order-detail-pages'));

/** An order's tabs, each a route of its own. */
export const orderDetailRoutes = tabRoutes(orderTabs, (name) =>
  orderPage().then((m) => m.orderDetailPages[name]),
);
