import { Button } from '#ui/components/button/button';
import { ListView } from '../../../shared/lists/list-view';
import { CreateCustomerDialog } from './create-customer-dialog';
import { useOrderCustomersPage } from './use-order-customers-page';

/** /order-customers: the list with the Create Customer dialog (spec 2 §2). */
export function OrderCustomersPage() {
  const page = useOrderCustomersPage();
  return (
    <>
      <ListView
        {...page.list}
        onOpen={(row) => page.open(row.orderCustomerId)}
        actions={() =>
          page.canCreate && (
            <Button variant="primary" onClick={page.startCreate}>
              Create Customer
            </Button>
          )
        }
      />
      {page.creating && <CreateCustomerDialog onClose={page.closeCreate} onCreated={page.onCreated} />}
    </>
  );
}
