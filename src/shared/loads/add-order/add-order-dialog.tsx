import { AlertBanner } from '#ui/components/alert-banner/alert-banner';
import { Button } from '#ui/components/button/button';
import { Dialog } from '#ui/components/dialog/dialog';
import { EditField } from '#ui/components/edit-field/edit-field';
import { addGroupLabel } from './add-order-texts';
import { useAddOrder, type AddOrderProps } from './use-add-order';

/** The add-order dialog, 600 px (spec 2 §2). */
export function AddOrderDialog(props: AddOrderProps) {
  const a = useAddOrder(props);
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && props.onCancel()}
      title={a.title}
      width={600}
      persistent
      footer={
        <>
          <Button variant="secondary" disabled={a.add.busy} onClick={props.onCancel}>
            Cancel
          </Button>
          <Button loading={a.add.busy} disabled={!a.canSave} onClick={() => a.add.start()}>
            Save
          </Button>
        </>
      }
    >
      <AlertBanner type="error" open={a.add.error !== null} onDismiss={a.add.dismiss} marginBottom={0}>
        {a.add.error}
      </AlertBanner>
      <p>
        Order #{a.order.orderId}
        {a.order.producerName ? ` · ${a.order.producerName}` : ''}
        {a.order.poNumber ? ` · PO ${a.order.poNumber}` : ''}
      </p>
      {a.loadPicker && (
        <EditField
          type="combobox"
          label="Load"
          value={String(a.loadPicker.value.id)}
          valueLabel={a.loadPicker.value.label}
          placeholder="Search loads"
          {...a.loadPicker.search}
          onChange={(value, option) => a.loadPicker?.choose(value, option?.label ?? null)}
        />
      )}
      {a.consolidating && (
        <EditField
          type="combobox"
          label="Location"
          required
          value={a.location ? String(a.location.id) : ''}
          valueLabel={a.location?.label}
          placeholder="Search locations"
          {...a.locations}
          onChange={(value, option) => a.chooseLocation(value, option?.label ?? null)}
        />
      )}
      {a.groupId !== null && (
        <EditField
          type="checkbox"
          label={addGroupLabel(a.groupId)}
          value={a.addGroup}
          onChange={a.setAddGroup}
        />
      )}
    </Dialog>
  );
}
