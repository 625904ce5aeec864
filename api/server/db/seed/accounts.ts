import type { IdentityType } from '#contract/identity';
import { allPermissionCodes, crudPermissions, Permission, type CrudGroup } from '#contract/permissions';

/** Every demo login's password; it meets the reset rules of spec 1 §5. Public on purpose (README). */
export const demoPassword = 'Portal#Demo1';

const all = (...groups: CrudGroup[]) => groups.flatMap((g) => Object.values(crudPermissions(g)));
const viewAdd = (...groups: CrudGroup[]) =>
  groups.flatMap((g) => [crudPermissions(g).view, crudPermissions(g).add]);
const P = Permission;

const dispatchCodes = [
  P.PortalAccess,
  P.ReportView,
  ...all('Order', 'Load', 'OrderNote', 'LoadNote', 'CustomerNote', 'OrderFile', 'LoadFile', 'CustomerFile'),
  ...all('CarrierFile', 'CustomerContact', 'LocationContact', 'CarrierContact'),
  ...[P.CustomerAdd, P.CustomerView, P.CustomerUpdate, P.CarrierAdd, P.CarrierView, P.CarrierUpdate],
  ...[P.LocationAdd, P.LocationView, P.LocationUpdate],
  ...[P.LocationNoteView, P.LocationNoteAdd, P.LocationNoteUpdate, P.LocationNoteDelete],
];
const warehouseCodes = [
  P.PortalAccess,
  P.ReportView,
  P.OrderView,
  P.OrderUpdate,
  P.LoadView,
  P.LoadUpdate,
  P.CustomerView,
  P.CarrierView,
  P.LocationView,
  ...viewAdd('OrderNote', 'LoadNote', 'OrderFile', 'LoadFile'),
  P.LocationNoteView,
  P.LocationNoteAdd,
  P.CustomerContactView,
  P.LocationContactView,
  P.CarrierContactView,
];
/**
 * A carrier on its own loads (decision 057): reads them, checks stops off and writes carrier stop notes
 * (LoadUpdate, which for a carrier identity reaches nothing else of the load), reads and adds load notes and
 * attachments such as proof of delivery. No orders, money or change log.
 */
const carrierCodes = [
  P.PortalAccess,
  P.LoadView,
  P.LoadUpdate,
  P.LocationView,
  P.CarrierView,
  P.CarrierContactView,
  ...viewAdd('LoadNote', 'LoadFile', 'CarrierFile'),
];
/** The customer-view role of spec 2 §1 and §6. */
const customerViewCodes = [
  P.PortalAccess,
  // Its own customer page (spec 2 §6: the customer's navigation leads to it) and that customer's contacts.
  P.CustomerView,
  P.CustomerContactView,
  P.OrderView,
  P.OrderAdd,
  P.OrderNoteView,
  P.OrderNoteAdd,
  P.OrderFileView,
  P.ReportView,
];

/** The seeded system roles (spec README "system roles"); editable afterwards on the Roles tab. */
export const systemRoleDefinitions = [
  { name: 'Administrator', description: 'Every permission.', permissionCodes: [...allPermissionCodes] },
  {
    name: 'Dispatch',
    description: 'Orders, loads, customers, carriers and locations.',
    permissionCodes: dispatchCodes,
  },
  { name: 'Warehouse', description: 'Receives, picks and stages orders.', permissionCodes: warehouseCodes },
  { name: 'Carrier', description: 'Its loads and its own carrier record.', permissionCodes: carrierCodes },
  {
    name: 'Customer View',
    description: "A customer's reduced view of its orders.",
    permissionCodes: customerViewCodes,
  },
] as const satisfies readonly { name: string; description: string; permissionCodes: readonly number[] }[];
export type SystemRoleName = (typeof systemRoleDefinitions)[number]['name'];

export const roleCodes = (name: SystemRoleName): number[] => [
  ...new Set(systemRoleDefinitions.find((r) => r.name === name)!.permissionCodes),
];

export interface SeedIdentity {
  type: IdentityType;
  roleName: string;
  /** The role whose codes the identity holds itself (independent of role assignments). */
  codesOf?: SystemRoleName;
  codes?: number[];
  scanToPickRole?: string;
}

export interface DemoAccount {
  email: string;
  username: string;
  firstName: string;
  lastName: string;
  /** What the account is for, as the README and the start banner say it. */
  description: string;
  identities: readonly SeedIdentity[];
  /** Roles assigned to the user (applied when the session applies role permissions). */
  roles: readonly SystemRoleName[];
}

/** The demo logins (README "Demo accounts"). The customer and carrier ones stand for demo customer and carrier 1. */
export const demoAccounts: readonly DemoAccount[] = [
  {
    email: 'admin@demo.test',
    username: 'admin',
    firstName: 'Alex',
    lastName: 'Morgan',
    description: 'an admin identity and an employee identity: meets account selection',
    identities: [
      { type: 'admin', roleName: 'Administrator', codesOf: 'Administrator' },
      { type: 'employee', roleName: 'Dispatch', codesOf: 'Dispatch' },
    ],
    roles: ['Administrator'],
  },
  {
    email: 'dispatch@demo.test',
    username: 'dispatch',
    firstName: 'Dana',
    lastName: 'Whitaker',
    description: 'one employee identity (dispatch)',
    identities: [{ type: 'employee', roleName: 'Dispatch', codesOf: 'Dispatch' }],
    roles: ['Dispatch'],
  },
  {
    email: 'customer@demo.test',
    username: 'customer',
    firstName: 'Casey',
    lastName: 'Lindqvist',
    description: 'one customer identity for a demo customer, with the Customer View role',
    identities: [{ type: 'customer', roleName: 'Customer View', codesOf: 'Customer View' }],
    roles: ['Customer View'],
  },
  {
    email: 'carrier@demo.test',
    username: 'carrier',
    firstName: 'Carlos',
    lastName: 'Ramirez',
    description: 'one carrier identity',
    identities: [{ type: 'carrier', roleName: 'Carrier', codesOf: 'Carrier' }],
    roles: ['Carrier'],
  },
  {
    email: 'picker@demo.test',
    username: 'picker',
    firstName: 'Pat',
    lastName: 'Nguyen',
    description: 'one scan-to-pick identity only: refused by this portal with a clear message',
    identities: [
      { type: 'scanToPick', roleName: 'Picker', codes: [P.ScanToPickPicker], scanToPickRole: 'picker' },
    ],
    roles: [],
  },
];
