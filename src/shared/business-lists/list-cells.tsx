import type { StatusTone } from '#contract/status-tone';
import { StatusChip } from '#ui/components/status-chip/status-chip';
import { LoadStatusChip } from '../loads/load-status-chip';
import * as s from './list-cells.css';

/** A status column's cell: the status name on a chip whose colour follows its meaning. */
export const statusCell = (label: string, tone: StatusTone) => (
  <StatusChip label={label} tone={tone} size="sm" />
);

/** A load status column's cell: the load status chip with its icon. */
export const loadStatusCell = (statusId: number | null | undefined) => (
  <LoadStatusChip statusId={statusId} size="sm" />
);

/** A placeholder that asks for attention, such as 'No Carrier'. */
export const missingCell = (text: string) => <span className={s.missing}>{text}</span>;
