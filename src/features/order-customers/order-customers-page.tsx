import { useRuntime } from '../../app/runtime-context';
import { useBusinessList } from '../../shared/business-lists/use-business-list';
import { ListView } from '../../shared/lists/list-view';
import { useListController } from '../../shared/lists/use-list-controller';
import { orderCustomersList } from './order-customers-list';

/** /order-customers. 'Create Customer' (spec 2 §2) comes with the customer dialog, which does not exist yet. */
export function OrderCustomersPage() {
  const runtime = useRuntime();
  const { definition } = useBusinessList(orderCustomersList);
  const list = useListController(definition);
  return <ListView {...list} onOpen={(row) => runtime.navigate(`/order-customers/${row.orderCustomerId}`)} />;
}
