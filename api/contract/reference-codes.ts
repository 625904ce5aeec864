import { defineCodes, type CodeOf } from './codes';
import { Permission } from './permissions';

/** Changelog action types of orders and loads (spec 2 §3). */
export const {
  codes: ChangelogAction,
  options: changelogActionOptions,
  schema: changelogActionSchema,
  label: changelogActionLabel,
} = defineCodes([
  ['Updated', 0],
  ['Created', 1],
]);
export type ChangelogActionCode = CodeOf<typeof ChangelogAction>;

/**
 * Scan-to-pick roles (spec 1 §1). Each role's code is its permission code (spec 1 §6), so a role and the
 * permission that grants it can never drift apart.
 */
export const {
  codes: ScanToPickRole,
  options: scanToPickRoleOptions,
  schema: scanToPickRoleSchema,
  label: scanToPickRoleLabel,
} = defineCodes([
  ['Admin', Permission.ScanToPickAdmin],
  ['Clerk', Permission.ScanToPickClerk],
  ['Picker', Permission.ScanToPickPicker],
  ['Qc', Permission.ScanToPickQc, 'QC'],
]);
export type ScanToPickRoleCode = CodeOf<typeof ScanToPickRole>;
