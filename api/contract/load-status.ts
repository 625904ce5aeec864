import { defineCodes, type CodeOf } from './codes';
import type { StatusTone } from './status-tone';

/** Load statuses of spec 2 §4. A new load starts Open. */
export const {
  codes: LoadStatus,
  values: loadStatusCodes,
  options: loadStatusOptions,
  schema: loadStatusSchema,
  label: loadStatusLabel,
  nameOf: loadStatusName,
  has: isLoadStatus,
} = defineCodes([
  ['Open', 1],
  ['Hold', 2],
  ['Booked', 3],
  ['InTransit', 4, 'In Transit'],
  ['Delivered', 5],
  ['Planned', 6],
  ['Cancelled', 70],
]);
export type LoadStatusCode = CodeOf<typeof LoadStatus>;
export type LoadStatusName = keyof typeof LoadStatus;

/**
 * The spec gives each load status "an icon and colour" without naming them; we reuse the order statuses'
 * meaning of the same name (Hold as On Hold), so a load and its orders read alike.
 */
const tones: Readonly<Record<LoadStatusName, StatusTone>> = {
  Open: 'neutral',
  Hold: 'attention',
  Booked: 'scheduled',
  InTransit: 'moving',
  Delivered: 'done',
  Planned: 'scheduled',
  Cancelled: 'neutral',
};
export const loadStatusTone = (code: number | null | undefined): StatusTone => {
  const name = loadStatusName(code);
  return name ? tones[name] : 'neutral';
};

/** 'Current loads': all except Delivered and Cancelled. */
export const currentLoadStatuses: readonly LoadStatusCode[] = loadStatusCodes.filter(
  (c) => c !== LoadStatus.Delivered && c !== LoadStatus.Cancelled,
);
