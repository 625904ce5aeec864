import { createContext, useContext, type MouseEvent } from 'react';
import { LinkButton } from '#ui/components/link-button/link-button';
import type { OrderListItem } from './order-list-item';

/** Which of an order's records a list cell asked to see. */
export type OrderRecordRequest = { kind: 'notes' | 'changelog' | 'itinerary'; orderId: number };

/**
 * How a cell of the order list opens the Order Notes, Load Itinerary or Order Changelog dialog: the page provides it,
 * because the column definitions are made once and hold no page state.
 */
export const OrderRecordsContext = createContext<(request: OrderRecordRequest) => void>(() => {});

// The button acts alone: a click must not also select the row, nor a double click open the order.
const alone = (e: MouseEvent) => e.stopPropagation();

/** The Notes column: the note count, opening the Order Notes dialog. */
export function NotesCountCell({ row }: { row: OrderListItem }) {
  const open = useContext(OrderRecordsContext);
  const count = row.numberOfNotes ?? 0;
  return (
    <LinkButton
      aria-label={`Notes of Order ${row.orderId}: ${count}`}
      onClick={(e) => {
        alone(e);
        open({ kind: 'notes', orderId: row.orderId });
      }}
      onDoubleClick={alone}
    >
      {count}
    </LinkButton>
  );
}

/** The Changelogs column: opens the Order Changelog dialog. */
export function ChangelogCell({ row }: { row: OrderListItem }) {
  const open = useContext(OrderRecordsContext);
  return (
    <LinkButton
      aria-label={`Changelog of Order ${row.orderId}`}
      onClick={(e) => {
        alone(e);
        open({ kind: 'changelog', orderId: row.orderId });
      }}
      onDoubleClick={alone}
    >
      Changelog
    </LinkButton>
  );
}

/** Under the latest note of an expanded row: all of the order's notes, in the Order Notes dialog. */
export function AllNotesButton({ row }: { row: OrderListItem }) {
  const open = useContext(OrderRecordsContext);
  return (
    <LinkButton
      onClick={(e) => {
        alone(e);
        open({ kind: 'notes', orderId: row.orderId });
      }}
      onDoubleClick={alone}
    >
      All notes ({row.numberOfNotes ?? 0})
    </LinkButton>
  );
}

/** In an expanded row: the order's loads, in the Load Itinerary dialog. */
export function ItineraryButton({ row }: { row: OrderListItem }) {
  const open = useContext(OrderRecordsContext);
  return (
    <LinkButton
      onClick={(e) => {
        alone(e);
        open({ kind: 'itinerary', orderId: row.orderId });
      }}
      onDoubleClick={alone}
    >
      Loads ({row.numberOfLoads ?? 0})
    </LinkButton>
  );
}
