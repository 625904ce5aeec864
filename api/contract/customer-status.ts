import { defineCodes, type CodeOf } from './codes';
import type { StatusTone } from './status-tone';

/** Customer statuses of spec 2 §4. COD Only is named ConsolidationOnly in code, as the spec spells it. */
export const {
  codes: CustomerStatus,
  values: customerStatusCodes,
  options: customerStatusOptions,
  schema: customerStatusSchema,
  label: customerStatusLabel,
  nameOf: customerStatusName,
  has: isCustomerStatus,
} = defineCodes([
  ['GoodStanding', 0, 'Good Standing'],
  ['PendingApproval', 1, 'Pending Approval'],
  ['ConsolidationOnly', 2, 'COD Only'],
  ['Suspended', 3],
]);
export type CustomerStatusCode = CodeOf<typeof CustomerStatus>;
export type CustomerStatusName = keyof typeof CustomerStatus;

/** Spec hues: green, amber, teal, red (see status-tone.ts for the meaning of each tone). */
const tones: Readonly<Record<CustomerStatusName, StatusTone>> = {
  GoodStanding: 'done',
  PendingApproval: 'moving',
  ConsolidationOnly: 'scheduled',
  Suspended: 'attention',
};
export const customerStatusTone = (code: number | null | undefined): StatusTone => {
  const name = customerStatusName(code);
  return name ? tones[name] : 'neutral';
};
