import * as RadixRadio from '@radix-ui/react-radio-group';
import { orderListGroupOf } from '#contract/list-query';
import { orderListGroupOptions, orderListGroupSchema } from '#contract/order-status';
import type { ListHandle } from './list-view';
import * as s from './status-group-control.css';

/**
 * The status groupings of spec 2 §4 (Current, Delivered, Cancelled, All) as one choice. The list holds it
 * as `fields.currentOrders`, so it is stored with the list's other settings and survives a reload; absent,
 * the list shows Current.
 */
export function StatusGroupControl<T>({ label, list }: { label: string; list: ListHandle<T> }) {
  return (
    <RadixRadio.Root
      aria-label={label}
      orientation="horizontal"
      value={String(orderListGroupOf(list.fields.currentOrders))}
      onValueChange={(value) => {
        const next = orderListGroupSchema.safeParse(Number(value));
        if (next.success) list.send({ type: 'list.fieldsChanged', fields: { currentOrders: next.data } });
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
