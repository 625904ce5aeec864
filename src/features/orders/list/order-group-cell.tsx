import { createContext, useContext, type MouseEvent } from 'react';
import { LinkButton } from '#ui/components/link-button/link-button';
import type { OrderListItem } from './order-list-item';

/**
 * How the Group # cell selects every order of its group: the page provides it when the identity may group,
 * so the column definitions, made once, hold no page state. Without it the group number is plain text.
 */
export const OrderGroupSelectContext = createContext<((orderGroupId: number) => void) | null>(null);

// The button acts alone: a click must not also toggle the row, nor a double click open the order.
const alone = (e: MouseEvent) => e.stopPropagation();

/** The Group # column: the order's group, a click selecting all of the group's orders (issue #25). */
export function OrderGroupCell({ row }: { row: OrderListItem }) {
  const selectGroup = useContext(OrderGroupSelectContext);
  const group = row.orderGroupId;
  if (group == null) return null;
  if (!selectGroup) return <>{group}</>;
  return (
    <LinkButton
      aria-label={`Select the orders of Group ${group}`}
      onClick={(e) => {
        alone(e);
        selectGroup(group);
      }}
      onDoubleClick={alone}
    >
      {group}
    </LinkButton>
  );
}
