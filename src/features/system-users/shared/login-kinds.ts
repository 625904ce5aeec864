import type { LoginRecordPart } from '#contract/system-login';
import type { SystemUserListItem } from '#contract/system-user';

/** How each login kind is named on screen. */
export const loginKindLabel: Record<LoginRecordPart, string> = {
  admin: 'Admin',
  employee: 'Employee',
  customerLogin: 'Customer',
  carrier: 'Carrier',
  scanToPick: 'Scan To Pick',
};

/** The order logins are shown in, on the list and the details screen. */
export const loginKindOrder: readonly LoginRecordPart[] = [
  'admin',
  'employee',
  'customerLogin',
  'carrier',
  'scanToPick',
];

/** The logins a list row holds, as kinds, with whether each is active. */
export function loginsOfUser(user: SystemUserListItem): { kind: LoginRecordPart; isActive: boolean }[] {
  const held: Partial<Record<LoginRecordPart, readonly { isActive: boolean }[] | undefined>> = {
    admin: user.systemAdmins,
    employee: user.systemEmployees,
    customerLogin: user.systemCustomers,
    scanToPick: user.systemScanToPicks,
    carrier: user.systemCarriers,
  };
  return loginKindOrder.flatMap((kind) =>
    (held[kind] ?? []).slice(0, 1).map((login) => ({ kind, isActive: login.isActive })),
  );
}
