import { crudPermissions, type CrudPermissions } from './permissions';

// Zod-free, so the route tables read it in the entry script (docs/decisions/090).
/** The four kinds of file, their path segment, owner and guarding permissions (spec 1 §6, spec 2 §7). */
export const fileKinds = ['order', 'load', 'carrier', 'customer'] as const;
export type FileKind = (typeof fileKinds)[number];
export const fileKindInfo: Readonly<
  Record<FileKind, { segment: string; countName: string; ownerKey: string; permissions: CrudPermissions }>
> = {
  order: {
    segment: 'OrderFiles',
    countName: 'getOrderFileCount',
    ownerKey: 'orderId',
    permissions: crudPermissions('OrderFile'),
  },
  load: {
    segment: 'LoadFiles',
    countName: 'getLoadFileCount',
    ownerKey: 'loadId',
    permissions: crudPermissions('LoadFile'),
  },
  carrier: {
    segment: 'CarrierFiles',
    countName: 'getCarrierFileCount',
    ownerKey: 'carrierId',
    permissions: crudPermissions('CarrierFile'),
  },
  customer: {
    segment: 'CustomerFiles',
    countName: 'getCustomerFileCount',
    ownerKey: 'orderCustomerId',
    permissions: crudPermissions('CustomerFile'),
  },
};
