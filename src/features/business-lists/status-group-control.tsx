import * as RadixRadio from '@radix-ui/react-radio-group';
import { useState } from 'react';
import { orderListGroupOf } from '../../../api/contract/list-query';
import {
  OrderListGroup,
  orderListGroupOptions,
  orderListGroupSchema,
  type OrderListGroupCode,
} from '../../../api/contract/order-status';
import type { ListHandle } from '../lists/list-view';
import { readStoredListSettings } from '../lists/list-settings-storage';
import * as s from './status-group-control.css';

/**
 * The status groupings of spec 2 §4 (Current, Delivered, Cancelled, All) as one choice, sent as the list's
 * `fields.currentOrders` and so kept with the list's other settings. The list's context holds the truth;
 * the control echoes what it last sent, starting from what the list restored (ListHandle does not expose
 * the query).
 */
export function StatusGroupControl<T>({
  label,
  list,
  listKey,
  storage = localStorage,
}: {
  /** The radio group's accessible name: 'Load status grouping'. */
  label: string;
  list: ListHandle<T>;
  listKey: string;
  storage?: Storage;
}) {
  const [group, setGroup] = useState<OrderListGroupCode>(() => {
    const stored = readStoredListSettings(storage, listKey).fields?.currentOrders;
    return stored == null ? OrderListGroup.Current : orderListGroupOf(stored);
  });
  return (
    <RadixRadio.Root
      aria-label={label}
      orientation="horizontal"
      value={String(group)}
      onValueChange={(value) => {
        const next = orderListGroupSchema.safeParse(Number(value));
        if (!next.success) return;
        setGroup(next.data);
        list.send({ type: 'list.fieldsChanged', fields: { currentOrders: next.data } });
      }}
      className={s.segments}
    >
      {orderListGroupOptions.map((option) => (
        <RadixRadio.Item key={option.value} value={String(option.value)} className={s.segment}>
          {option.label}
        </RadixRadio.Item>
      ))}
    </RadixRadio.Root>
  );
}
