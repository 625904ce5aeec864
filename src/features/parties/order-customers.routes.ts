import { Permission as P } from '#contract/permissions';
import { staffNeed } from '../../app/route-access';
import { loadOnce, shellRoute } from '../../app/route-def';
import { tabRoutes } from '../../app/tab-set';
import { customerTabs } from './customers/customer.tabs';

const customerPage = loadOnce(() => import('./customers/customer-detail-pages'));

/** The order customers area: the list and a customer's tabs. */
export const orderCustomersRoutes = [
  shellRoute('Order Customers', '/order-customers', staffNeed(P.CustomerView), () =>
    import('./customers/order-customers-page').then((m) => m.OrderCustomersPage),
  ),
  ...tabRoutes(customerTabs, (name) => customerPage().then((m) => m.customerDetailPages[name])),
];
