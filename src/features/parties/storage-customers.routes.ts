import { Permission as P } from '#contract/permissions';
import { staffNeed } from '../../app/route-access';
import { shellRoute } from '../../app/route-def';

/** The storage customers list and a customer's heading (spec 2 §2). */
export const storageCustomersRoutes = [
  shellRoute('Storage Customers', '/storage-customers', staffNeed(P.CustomerView), () =>
    import('./storage-customers/storage-customers-page').then((m) => m.StorageCustomersPage),
  ),
  shellRoute('Storage Customer Details', '/storage-customers/:id', staffNeed(P.CustomerView), () =>
    import('./storage-customers/storage-customer-details-page').then((m) => m.StorageCustomerDetailsPage),
  ),
];
