import { createContext, useContext, type MouseEvent } from 'react';
import { Inline } from '#ui/components/inline/inline';
import { LinkButton } from '#ui/components/link-button/link-button';
import { LinkIcon } from '#ui/icons/icons';
import type { OrderListItem } from './order-list-item';

/**
 * How the group marker selects every order of its group: the page provides it when the identity may group,
 * so the column definitions, made once, hold no page state. Without it the marker only shows the group.
 */
export const OrderGroupSelectContext = createContext<((orderGroupId: number) => void) | null>(null);

// The button acts alone: a click must not also toggle the row, nor a double click open the order.
const alone = (e: MouseEvent) => e.stopPropagation();

/**
 * The Order # cell: the number, and for a grouped order a link marker naming its group (issue #25), so
 * grouped orders stand out without a wider table; a click on the marker selects all of the group's orders.
 */
export function OrderNumberCell({ row }: { row: OrderListItem }) {
  const selectGroup = useContext(OrderGroupSelectContext);
  const group = row.orderGroupId;
  if (group == null) return <>{row.orderId}</>;
  const name = `Group ${group}`;
  return (
    <Inline as="span" gap="xs" alignY="center" wrap={false}>
      {row.orderId}
      {selectGroup ? (
        <LinkButton
          aria-label={`Select the orders of ${name}`}
          title={name}
          onClick={(e) => {
            alone(e);
            selectGroup(group);
          }}
          onDoubleClick={alone}
        >
          <LinkIcon />
        </LinkButton>
      ) : (
        <span role="img" aria-label={name} title={name}>
          <LinkIcon />
        </span>
      )}
    </Inline>
  );
}
