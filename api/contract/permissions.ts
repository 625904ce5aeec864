/** Numeric permission codes of spec 1 §6 (and spec 2 §6). Names are `<Group><Action>`. */
export const Permission = {
  PortalAccess: 1,
  AdminPortalAccess: 2,
  UserAdd: 11,
  UserView: 12,
  UserUpdate: 13,
  UserDelete: 14,
  CustomerAdd: 15,
  CustomerView: 16,
  CustomerUpdate: 17,
  CustomerDelete: 18,
  CarrierAdd: 23,
  CarrierView: 24,
  CarrierUpdate: 25,
  CarrierDelete: 26,
  ScanToPickAdmin: 27,
  ScanToPickClerk: 28,
  ScanToPickPicker: 29,
  ScanToPickQc: 30,
  OrderAdd: 31,
  OrderView: 32,
  OrderUpdate: 33,
  OrderDelete: 34,
  LoadAdd: 35,
  LoadView: 36,
  LoadUpdate: 37,
  LoadDelete: 38,
  LocationAdd: 39,
  LocationView: 40,
  LocationUpdate: 41,
  LocationDelete: 42,
  ReportView: 43,
  OrderNoteAdd: 44,
  OrderNoteView: 45,
  OrderNoteUpdate: 46,
  OrderNoteDelete: 47,
  CustomerNoteAdd: 48,
  CustomerNoteView: 49,
  CustomerNoteUpdate: 50,
  CustomerNoteDelete: 51,
  OrderFileAdd: 52,
  OrderFileView: 53,
  OrderFileUpdate: 54,
  OrderFileDelete: 55,
  CustomerFileAdd: 56,
  CustomerFileView: 57,
  CustomerFileUpdate: 58,
  CustomerFileDelete: 59,
  LoadFileAdd: 62,
  LoadFileView: 63,
  LoadFileUpdate: 64,
  LoadFileDelete: 65,
  CarrierFileAdd: 66,
  CarrierFileView: 67,
  CarrierFileUpdate: 68,
  CarrierFileDelete: 69,
  LoadNoteAdd: 70,
  LoadNoteView: 71,
  LoadNoteUpdate: 72,
  LoadNoteDelete: 73,
  CustomerContactAdd: 74,
  CustomerContactView: 75,
  CustomerContactUpdate: 76,
  CustomerContactDelete: 77,
  LocationContactAdd: 78,
  LocationContactView: 79,
  LocationContactUpdate: 80,
  LocationContactDelete: 81,
  CarrierContactAdd: 82,
  CarrierContactView: 83,
  CarrierContactUpdate: 84,
  CarrierContactDelete: 85,
  LocationNoteView: 86,
  LocationNoteAdd: 87,
  LocationNoteUpdate: 88,
  LocationNoteDelete: 89,
  LocationMerge: 430,
} as const;

export type PermissionName = keyof typeof Permission;
export type PermissionCode = (typeof Permission)[PermissionName];

export const allPermissionCodes: readonly PermissionCode[] = Object.values(Permission);

/** The groups of the spec's permission table, in its order, for the role editor. */
export const permissionGroups: readonly { group: string; codes: readonly PermissionCode[] }[] = [
  {
    group: 'Portal',
    codes: [
      Permission.PortalAccess,
      Permission.AdminPortalAccess,
      Permission.ReportView,
      Permission.LocationMerge,
    ],
  },
  { group: 'User', codes: [11, 12, 13, 14] },
  { group: 'Customer', codes: [15, 16, 17, 18] },
  { group: 'Carrier', codes: [23, 24, 25, 26] },
  { group: 'Order', codes: [31, 32, 33, 34] },
  { group: 'Load', codes: [35, 36, 37, 38] },
  { group: 'Location', codes: [39, 40, 41, 42] },
  { group: 'Order note', codes: [44, 45, 46, 47] },
  { group: 'Customer note', codes: [48, 49, 50, 51] },
  { group: 'Load note', codes: [70, 71, 72, 73] },
  { group: 'Location note', codes: [87, 86, 88, 89] },
  { group: 'Order file', codes: [52, 53, 54, 55] },
  { group: 'Customer file', codes: [56, 57, 58, 59] },
  { group: 'Load file', codes: [62, 63, 64, 65] },
  { group: 'Carrier file', codes: [66, 67, 68, 69] },
  { group: 'Customer contact', codes: [74, 75, 76, 77] },
  { group: 'Location contact', codes: [78, 79, 80, 81] },
  { group: 'Carrier contact', codes: [82, 83, 84, 85] },
  { group: 'Scan to pick', codes: [27, 28, 29, 30] },
];

export const permissionLabel = (code: number): string =>
  (Object.entries(Permission).find(([, c]) => c === code)?.[0] ?? `Permission ${code}`).replace(
    /([a-z])([A-Z])/g,
    '$1 $2',
  );

/** Groups that have all four actions, e.g. 'OrderNote', 'CarrierFile', 'LocationContact'. */
export type CrudGroup = {
  [K in PermissionName]: K extends `${infer G}Add`
    ? `${G}View` | `${G}Update` | `${G}Delete` extends PermissionName
      ? G
      : never
    : never;
}[PermissionName];
export type CrudPermissions = {
  readonly add: PermissionCode;
  readonly view: PermissionCode;
  readonly update: PermissionCode;
  readonly delete: PermissionCode;
};
export const crudPermissions = (group: CrudGroup): CrudPermissions => ({
  add: Permission[`${group}Add`],
  view: Permission[`${group}View`],
  update: Permission[`${group}Update`],
  delete: Permission[`${group}Delete`],
});
