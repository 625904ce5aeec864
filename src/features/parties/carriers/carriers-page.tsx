import { useState } from 'react';
import { Permission } from '#contract/permissions';
import { Button } from '#ui/components/button/button';
import { useRuntime } from '../../../app/runtime-context';
import { useBusinessList } from '../../../shared/business-lists/use-business-list';
import { ListView } from '../../../shared/lists/list-view';
import { useListController } from '../../../shared/lists/use-list-controller';
import { carriersList } from './carriers-list';
import { CreateCarrierDialog } from './create-carrier-dialog';

/** /carriers: the list, and Create Carrier for identities with CarrierAdd (issue #25), as customers have. */
export function CarriersPage() {
  const runtime = useRuntime();
  const { access, definition } = useBusinessList(carriersList);
  const list = useListController(definition);
  // Whether the dialog is open is view state; the form inside is its own machine.
  const [creating, setCreating] = useState(false);
  const canCreate = access.isStaff && access.may(Permission.CarrierAdd);
  return (
    <>
      <ListView
        {...list}
        onOpen={(row) => runtime.navigate(`/carriers/${row.carrierId}`)}
        actions={() =>
          canCreate && (
            <Button variant="primary" onClick={() => setCreating(true)}>
              Create Carrier
            </Button>
          )
        }
      />
      {creating && (
        <CreateCarrierDialog
          onClose={() => setCreating(false)}
          onCreated={(saved) => {
            runtime.showSnackbar({ text: `Carrier ${String(saved.name)} saved`, severity: 'success' });
            list.send({ type: 'list.reload' });
          }}
        />
      )}
    </>
  );
}
