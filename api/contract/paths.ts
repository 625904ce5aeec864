/** Every call's path, as the spec spells it, shared by the browser client and the server routes. */
export const authPaths = {
  base: '/api/auth',
  autoLogin: '/api/auth/AutoLogin',
  login: '/api/auth/Login',
  loginToAccount: '/api/auth/LoginToAccount',
  isValidPasswordResetHash: '/api/auth/IsValidPasswordResetHash',
  changePassword: '/api/auth/ChangePassword',
  updatePassword: '/api/auth/UpdatePassword',
  sendPasswordResetLinkByEmail: '/api/auth/SendPasswordResetLinkByEmail',
  getPasswordResetLinkByUserId: '/api/auth/GetPasswordResetLinkByUserId',
  completeRegistration: '/api/auth/CompleteRegistration',
  logout: '/api/auth/logout',
  claims: '/api/auth/claims',
} as const;

export const sessionPaths = {
  getEnums: '/api/Session/getEnums',
  getEnumsAdmin: '/api/Session/getEnumsAdmin',
} as const;

export const systemUserPaths = {
  base: '/api/System/SystemUsers',
  getMe: '/api/System/SystemUsers/getMe',
  putMe: '/api/System/SystemUsers/putMe',
  getPickerUsers: '/api/System/SystemUsers/getPickerUsers',
  getItems: '/api/System/SystemUsers/getItems',
  getItemById: (id: number) => `/api/System/SystemUsers/getItemById/${id}`,
  getLoginsByUserId: (id: number) => `/api/System/SystemUsers/getLoginsByUserId/${id}`,
  saveNewLogin: '/api/System/SystemUsers/saveNewLogin',
  updateLogin: '/api/System/SystemUsers/updateLogin',
  deleteLogin: '/api/System/SystemUsers/deleteLogin',
  changePassword: (id: number) => `/api/System/SystemUsers/changePassword/${id}`,
  byId: (id: number) => `/api/System/SystemUsers/${id}`,
  deleteBulk: '/api/System/SystemUsers/deleteBulk',
} as const;

export const accessRequestPaths = {
  base: '/api/System/SystemUserRequests',
  getItems: '/api/System/SystemUserRequests/getItems',
  getItemById: (id: number) => `/api/System/SystemUserRequests/getItemById/${id}`,
  getItemNew: '/api/System/SystemUserRequests/getItemNew',
  byId: (id: number) => `/api/System/SystemUserRequests/${id}`,
  deleteBulk: '/api/System/SystemUserRequests/deleteBulk',
  getCount: '/api/System/SystemUserRequests/getCount',
  /** Ours: the spec names no approve call (docs/api.md). */
  approve: (id: number) => `/api/System/SystemUserRequests/approve/${id}`,
} as const;

export const systemPaths = {
  health: '/api/health',
  openapi: '/api/openapi.json',
  config: '/api/config',
} as const;

/** Business areas (spec 2 §7), as the spec spells them. */
export const orderPaths = {
  base: '/api/Orders',
  getItems: '/api/Orders/getItems',
  getItemById: (id: number) => `/api/Orders/getItemById/${id}`,
  getItemNew: '/api/Orders/getItemNew',
  byId: (id: number) => `/api/Orders/${id}`,
  deleteBulk: '/api/Orders/deleteBulk',
  getChangeLogs: (orderId: number) => `/api/Orders/getChangeLogs/${orderId}`,
  groupOrders: '/api/Orders/groupOrders',
  ungroupOrders: '/api/Orders/ungroupOrders',
  getOrderItinerary: (orderId: number) => `/api/Orders/getOrderItinerary/${orderId}`,
} as const;

export const loadPaths = {
  base: '/api/Loads',
  getItems: '/api/Loads/getItems',
  getItemById: (id: number) => `/api/Loads/getItemById/${id}`,
  getItemNew: '/api/Loads/getItemNew',
  create: '/api/Loads/create',
  byId: (id: number) => `/api/Loads/${id}`,
  deleteBulk: '/api/Loads/deleteBulk',
  cancelLoads: '/api/Loads/cancelLoads',
  getLoadChangeLogs: (loadId: number) => `/api/Loads/getLoadChangeLogs/${loadId}`,
  putCarrierStopNotes: '/api/Loads/putCarrierStopNotes',
  putCarrierLoadNote: '/api/Loads/putCarrierLoadNote',
  setOrderingOfLoadStops: '/api/Loads/setOrderingOfLoadStops',
  addOrderToLoad: '/api/Loads/addOrderToLoad',
  bulkRemoveOrdersFromLoad: '/api/Loads/bulkRemoveOrdersFromLoad',
} as const;

export const orderCustomerPaths = {
  base: '/api/OrderCustomers',
  getItems: '/api/OrderCustomers/getItems',
  getItemById: (id: number) => `/api/OrderCustomers/getItemById/${id}`,
  getItemNew: '/api/OrderCustomers/getItemNew',
  byId: (id: number) => `/api/OrderCustomers/${id}`,
  deleteBulk: '/api/OrderCustomers/deleteBulk',
} as const;

export const carrierPaths = {
  base: '/api/Carriers',
  getResultItems: '/api/Carriers/getResultItems',
  getItems: '/api/Carriers/getItems',
  getItemById: (id: number) => `/api/Carriers/getItemById/${id}`,
  getItemNew: '/api/Carriers/getItemNew',
  byId: (id: number) => `/api/Carriers/${id}`,
  deleteBulk: '/api/Carriers/deleteBulk',
  setCarrierEnabled: (id: number) => `/api/Carriers/setCarrierEnabled/${id}`,
} as const;

export const locationPaths = {
  base: '/api/Locations',
  getItems: '/api/Locations/getItems',
  getItemById: (id: number) => `/api/Locations/getItemById/${id}`,
  getItemNew: '/api/Locations/getItemNew',
  create: '/api/Locations/create',
  byId: (id: number) => `/api/Locations/${id}`,
  deleteBulk: '/api/Locations/deleteBulk',
  getRecentlyUsedLocationsByCustomerId: (customerId: number) =>
    `/api/Locations/getRecentlyUsedLocationsByCustomerId/${customerId}`,
  getLocationMergeInfo: '/api/Locations/getLocationMergeInfo',
  mergeLocations: '/api/Locations/mergeLocations',
} as const;

/** The spec shows the storage customer list but no call for it; this path is ours (docs/api.md). */
export const storageCustomerPaths = {
  base: '/api/StorageCustomers',
  getItems: '/api/StorageCustomers/getItems',
} as const;

/** The Roles tab; the spec names no call, so the path follows the system users' (docs/api.md). */
export const systemRolePaths = {
  base: '/api/System/SystemRoles',
  getItems: '/api/System/SystemRoles/getItems',
  getItemById: (id: number) => `/api/System/SystemRoles/getItemById/${id}`,
  byId: (id: number) => `/api/System/SystemRoles/${id}`,
} as const;

/** Notes of the four kinds (spec 2 §7). */
export const noteKinds = ['OrderNotes', 'CustomerNotes', 'LocationNotes', 'LoadNotes'] as const;
export type NoteKind = (typeof noteKinds)[number];
const noteOwner = {
  OrderNotes: 'Order',
  CustomerNotes: 'Customer',
  LocationNotes: 'Location',
  LoadNotes: 'Load',
} as const;

export const notePaths = {
  base: '/api/Notes',
  /** GET ?shouldSortAscending=bool. Customer notes are listed under 'Customer/{id}', as the spec spells it. */
  list: (kind: NoteKind, id: number) =>
    kind === 'CustomerNotes' ? `/api/Notes/Customer/${id}` : `/api/Notes/${kind}/${id}`,
  count: (kind: NoteKind, id: number) => `/api/Notes/${kind}/${id}/get${noteOwner[kind]}NoteCount`,
  /** POST with noteContent. Location notes post to 'LocatinNotes/{id}' (the spec's spelling, kept). */
  create: (kind: NoteKind, id: number) =>
    kind === 'LocationNotes' ? `/api/Notes/LocatinNotes/${id}` : `/api/Notes/${kind}/${id}`,
  /** PUT with noteContent; DELETE. */
  byId: (kind: NoteKind, id: number, noteId: number) => `/api/Notes/${kind}/${id}/${noteId}`,
} as const;

/** Files of the four kinds (spec 2 §7). */
export const fileKinds = ['OrderFiles', 'LoadFiles', 'CarrierFiles', 'CustomerFiles'] as const;
export type FileKind = (typeof fileKinds)[number];
const fileOwner = {
  OrderFiles: 'Order',
  LoadFiles: 'Load',
  CarrierFiles: 'Carrier',
  CustomerFiles: 'Customer',
} as const;

export const filePaths = {
  base: '/api/Files',
  /** GET ?shouldSortAscending=bool (list); POST ?description=… multipart (upload). */
  list: (kind: FileKind, ownerId: number) => `/api/Files/${kind}/${ownerId}`,
  count: (kind: FileKind, ownerId: number) => `/api/Files/${kind}/${ownerId}/get${fileOwner[kind]}FileCount`,
  /** GET (download), PUT, DELETE. */
  byId: (kind: FileKind, ownerId: number, fileId: number) => `/api/Files/${kind}/${ownerId}/${fileId}`,
} as const;

export const reportPaths = {
  base: '/api/Reports',
  getCustomerContactsReport: '/api/Reports/getCustomerContactsReport',
  getDeliveriesByDestinationReport: '/api/Reports/getDeliveriesByDestinationReport',
  getDeliveriesByDestinationSummaryReport: '/api/Reports/getDeliveriesByDestinationSummaryReport',
  getOrderPickedDatesReport: '/api/Reports/getOrderPickedDatesReport',
  getLoadReport: '/api/Reports/getLoadReport',
  getPickupsByWarehouseReport: '/api/Reports/getPickupsByWarehouseReport',
  getOrderAvailabilityReport: '/api/Reports/getOrderAvailabilityReport',
  getOrderStatusXlsxReport: '/api/Reports/getOrderStatusXlsxReport',
  getCdtfaXlsxReport: '/api/Reports/getCdtfaXlsxReport',
  getLoadSummaryReport: '/api/Reports/getLoadSummaryReport',
  getReceivingSummaryReport: '/api/Reports/getReceivingSummaryReport',
  getCustomerSubscriptions: (id: number) => `/api/Reports/getCustomerSubscriptions/${id}`,
  putCustomerSubscriptions: (id: number) => `/api/Reports/putCustomerSubscriptions/${id}`,
  sendReport: (id: number) => `/api/Reports/sendReport/${id}`,
} as const;
