import { Dialog } from '#ui/components/dialog/dialog';
import { ChangelogPanel } from '../../../shared/records/changelog/changelog-panel';
import { OrderItinerary } from '../itinerary/order-itinerary';
import { NotesPanel } from '../../../shared/records/notes/notes-panel';

export interface OrderRecordDialogProps {
  orderId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The Order Notes dialog of spec 2 §2 (600 px): the order's note thread, as on its Notes tab. */
export function OrderNotesDialog({
  orderId,
  open,
  onOpenChange,
  readOnly = false,
}: OrderRecordDialogProps & { readOnly?: boolean }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={`Notes for Order #${orderId}`} width={600}>
      {open && <NotesPanel kind="order" ownerId={orderId} readOnly={readOnly} />}
    </Dialog>
  );
}

/** The Order Changelog dialog of spec 2 §2 (630 px): the order's change log, as on its Changelog tab. */
export function OrderChangelogDialog({ orderId, open, onOpenChange }: OrderRecordDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={`Changelog for Order #${orderId}`} width={630}>
      {open && <ChangelogPanel kind="order" ownerId={orderId} />}
    </Dialog>
  );
}

/** The Load Itinerary dialog of spec 2 §2 (800 px): the order's loads and their pickup and delivery stops. */
export function OrderItineraryDialog({ orderId, open, onOpenChange }: OrderRecordDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Load Itinerary for Order #${orderId}`}
      width={800}
    >
      {open && <OrderItinerary orderId={orderId} />}
    </Dialog>
  );
}
