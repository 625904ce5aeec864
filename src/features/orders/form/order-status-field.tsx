import { orderStatusLabel, type OrderStatusCode } from '#contract/order-status';
import { orderStatusChoices } from '#domain/order-status.rules';
import { EditField } from '#ui/components/edit-field/edit-field';
import * as s from './order-form.css';

export interface OrderStatusFieldProps {
  /** The status as stored: what the choices are measured from. */
  stored: OrderStatusCode;
  resumeStatus: OrderStatusCode | null;
  ignoreStatusUpdates: boolean;
  value: OrderStatusCode;
  onChange: (value: OrderStatusCode) => void;
  disabled?: boolean;
  error?: string;
}

/**
 * The order's status select: only the statuses the order status machine allows from the stored one (the
 * server refuses the others), and, for each status it cannot choose, the machine's reason beside it.
 */
export function OrderStatusField(props: OrderStatusFieldProps) {
  const { stored, resumeStatus, ignoreStatusUpdates, value, onChange, disabled, error } = props;
  const choices = orderStatusChoices(stored, { resumeStatus, ignoreStatusUpdates });
  const allowed = choices.filter((c) => c.allowed);
  const refused = choices.filter((c) => !c.allowed);
  return (
    <div className={s.statusField}>
      <EditField
        type="select"
        label="Status"
        required
        value={String(value)}
        options={allowed.map((c) => ({ value: String(c.status), label: orderStatusLabel(c.status) }))}
        onChange={(v) => onChange(Number(v) as OrderStatusCode)}
        disabled={disabled}
        error={error}
      />
      {refused.length > 0 && (
        <details className={s.reasons}>
          <summary>Why not another status?</summary>
          <ul className={s.reasonList} aria-label="Statuses that cannot be chosen now">
            {refused.map((c) => (
              <li key={c.status}>
                <strong>{orderStatusLabel(c.status)}</strong>: {c.reason}
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
