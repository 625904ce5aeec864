import { Button } from '#ui/components/button/button';
import { AlertBanner } from '#ui/components/alert-banner/alert-banner';
import { ListView } from '../../../../shared/lists/list-view';
import { AddOrderDialog } from '../../../../shared/loads/add-order/add-order-dialog';
import { addOrderButtons, type AddOrderMode } from '../../../../shared/loads/add-order/add-order-texts';
import type { LoadOrdersBinding } from './use-load-orders';

const modes: AddOrderMode[] = ['delivery', 'location', 'warehouse'];

/** The Add/Remove Orders tab: the load's orders with bulk remove, and unplanned orders to add. */
export function LoadOrdersView({
  loadId,
  mayEdit,
  onLoad,
  unplanned,
  remove,
  staged,
  stage,
  unstage,
  added,
  addToLoad,
}: LoadOrdersBinding) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
      <AlertBanner type="error" open={remove.error !== null} onDismiss={remove.dismiss} marginBottom={0}>
        {remove.error}
      </AlertBanner>
      <ListView
        {...onLoad}
        headingLevel={2}
        onOpen={undefined}
        actions={(list) =>
          mayEdit && (
            <Button
              variant="secondary"
              disabled={list.selected.length === 0 || remove.busy}
              loading={remove.busy}
              onClick={() => remove.start(list.selected)}
            >
              Remove from Load
            </Button>
          )
        }
      />
      {mayEdit && (
        <ListView
          {...unplanned}
          headingLevel={2}
          actions={(list) =>
            modes.map((mode) => (
              <Button
                key={mode}
                variant="secondary"
                disabled={list.selected.length !== 1}
                onClick={() => list.selected[0] && stage(list.selected[0], mode)}
              >
                {addOrderButtons[mode]}
              </Button>
            ))
          }
        />
      )}
      {staged && (
        <AddOrderDialog
          loadId={loadId}
          order={staged.order}
          mode={staged.mode}
          submit={addToLoad}
          onAdded={added}
          onCancel={unstage}
        />
      )}
    </div>
  );
}
