/**
 * Every call's path, as the spec spells it: one template per call, shared by the browser client and the
 * server routes (decision 026), so a path can never drift.
 *
 * To add a call: write its template here in OpenAPI form, parameters in braces and named after what they
 * hold ('/api/Orders/getItemById/{id}'); every parameter is a row id. The server passes the template to
 * `defineRoute({ path })` unchanged; the client fills it with `fillPath(orderPaths.getItemById, { id })`
 * (path-template.ts). Never spell a path in api/server/routes or api/client: tests/api/route-paths.test.ts checks
 * that each template here is a route on the server and each route comes from here.
 */
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
  /** Not in the spec: where `/` leads the caller (issue #31, the board as home). */
  getHomePage: '/api/Session/getHomePage',
  putHomePage: '/api/Session/putHomePage',
} as const;

export const systemUserPaths = {
  base: '/api/System/SystemUsers',
  getMe: '/api/System/SystemUsers/getMe',
  putMe: '/api/System/SystemUsers/putMe',
  getPickerUsers: '/api/System/SystemUsers/getPickerUsers',
  getItems: '/api/System/SystemUsers/getItems',
  getItemById: '/api/System/SystemUsers/getItemById/{id}',
  getLoginsByUserId: '/api/System/SystemUsers/getLoginsByUserId/{id}',
  saveNewLogin: '/api/System/SystemUsers/saveNewLogin',
  updateLogin: '/api/System/SystemUsers/updateLogin',
  deleteLogin: '/api/System/SystemUsers/deleteLogin',
  changePassword: '/api/System/SystemUsers/changePassword/{id}',
  byId: '/api/System/SystemUsers/{id}',
  deleteBulk: '/api/System/SystemUsers/deleteBulk',
} as const;

export const accessRequestPaths = {
  base: '/api/System/SystemUserRequests',
  getItems: '/api/System/SystemUserRequests/getItems',
  getItemById: '/api/System/SystemUserRequests/getItemById/{id}',
  getItemNew: '/api/System/SystemUserRequests/getItemNew',
  byId: '/api/System/SystemUserRequests/{id}',
  deleteBulk: '/api/System/SystemUserRequests/deleteBulk',
  getCount: '/api/System/SystemUserRequests/getCount',
  /** Ours: the spec names no approve call (docs/api.md). */
  approve: '/api/System/SystemUserRequests/approve/{id}',
} as const;

export const systemPaths = {
  health: '/api/health',
  openapi: '/api/openapi.json',
  config: '/api/config',
} as const;

/** The machine inspector's server side, for admin identities (ours, issue #29, decision 087). */
export const inspectorPaths = {
  getServerRuns: '/api/Inspector/getServerRuns',
} as const;

/** Business areas (spec 2 §7), as the spec spells them. */
export const orderPaths = {
  base: '/api/Orders',
  getItems: '/api/Orders/getItems',
  exportRows: '/api/Orders/exportRows',
  getItemById: '/api/Orders/getItemById/{id}',
  getItemNew: '/api/Orders/getItemNew',
  byId: '/api/Orders/{id}',
  deleteBulk: '/api/Orders/deleteBulk',
  getChangeLogs: '/api/Orders/getChangeLogs/{orderId}',
  groupOrders: '/api/Orders/groupOrders',
  ungroupOrders: '/api/Orders/ungroupOrders',
  getOrderItinerary: '/api/Orders/getOrderItinerary/{orderId}',
} as const;

export const loadPaths = {
  base: '/api/Loads',
  getItems: '/api/Loads/getItems',
  getItemById: '/api/Loads/getItemById/{id}',
  getItemNew: '/api/Loads/getItemNew',
  create: '/api/Loads/create',
  byId: '/api/Loads/{id}',
  deleteBulk: '/api/Loads/deleteBulk',
  cancelLoads: '/api/Loads/cancelLoads',
  getLoadChangeLogs: '/api/Loads/getLoadChangeLogs/{loadId}',
  putCarrierStopNotes: '/api/Loads/putCarrierStopNotes',
  putCarrierLoadNote: '/api/Loads/putCarrierLoadNote',
  setOrderingOfLoadStops: '/api/Loads/setOrderingOfLoadStops',
  addOrderToLoad: '/api/Loads/addOrderToLoad',
  bulkRemoveOrdersFromLoad: '/api/Loads/bulkRemoveOrdersFromLoad',
  /** Not in the spec: the load calendar's call (decision 043). */
  getCalendarItems: '/api/Loads/getCalendarItems',
} as const;

export const orderCustomerPaths = {
  base: '/api/OrderCustomers',
  getItems: '/api/OrderCustomers/getItems',
  getItemById: '/api/OrderCustomers/getItemById/{id}',
  getItemNew: '/api/OrderCustomers/getItemNew',
  byId: '/api/OrderCustomers/{id}',
  deleteBulk: '/api/OrderCustomers/deleteBulk',
} as const;

export const carrierPaths = {
  base: '/api/Carriers',
  getResultItems: '/api/Carriers/getResultItems',
  getItems: '/api/Carriers/getItems',
  getItemById: '/api/Carriers/getItemById/{id}',
  getItemNew: '/api/Carriers/getItemNew',
  byId: '/api/Carriers/{id}',
  deleteBulk: '/api/Carriers/deleteBulk',
  setCarrierEnabled: '/api/Carriers/setCarrierEnabled/{id}',
} as const;

export const locationPaths = {
  base: '/api/Locations',
  getItems: '/api/Locations/getItems',
  getItemById: '/api/Locations/getItemById/{id}',
  getItemNew: '/api/Locations/getItemNew',
  create: '/api/Locations/create',
  byId: '/api/Locations/{id}',
  deleteBulk: '/api/Locations/deleteBulk',
  getRecentlyUsedLocationsByCustomerId: '/api/Locations/getRecentlyUsedLocationsByCustomerId/{customerId}',
  getLocationMergeInfo: '/api/Locations/getLocationMergeInfo',
  mergeLocations: '/api/Locations/mergeLocations',
  /** GET and PUT: where a consolidation to the warehouse goes (the specification's README setting). */
  consolidationTarget: '/api/Locations/consolidationTarget',
} as const;

/**
 * Contacts of the three kinds, keyed by the contract's contact kind (decision 040: the spec names the tabs
 * and permissions, not the calls). `list` is also the create (POST); `byId` is the PUT and DELETE.
 */
export const contactPaths = {
  customer: {
    list: '/api/CustomerContacts/{ownerId}',
    byId: '/api/CustomerContacts/{ownerId}/{contactId}',
  },
  location: {
    list: '/api/LocationContacts/{ownerId}',
    byId: '/api/LocationContacts/{ownerId}/{contactId}',
  },
  carrier: {
    list: '/api/CarrierContacts/{ownerId}',
    byId: '/api/CarrierContacts/{ownerId}/{contactId}',
  },
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
  getItemById: '/api/System/SystemRoles/getItemById/{id}',
  byId: '/api/System/SystemRoles/{id}',
} as const;

/**
 * Notes of the four kinds (spec 2 §7), keyed by the contract's note kind; one template per call, `{id}` the
 * owner and `{noteId}` the note. Customer notes are listed under 'Customer/{id}' and location notes posted to
 * 'LocatinNotes/{id}', as the spec spells them; `createAlias` is the correct spelling, accepted too.
 */
export const notePaths = {
  base: '/api/Notes',
  order: {
    list: '/api/Notes/OrderNotes/{id}',
    count: '/api/Notes/OrderNotes/{id}/getOrderNoteCount',
    create: '/api/Notes/OrderNotes/{id}',
    byId: '/api/Notes/OrderNotes/{id}/{noteId}',
  },
  customer: {
    list: '/api/Notes/Customer/{id}',
    count: '/api/Notes/CustomerNotes/{id}/getCustomerNoteCount',
    create: '/api/Notes/CustomerNotes/{id}',
    byId: '/api/Notes/CustomerNotes/{id}/{noteId}',
  },
  location: {
    list: '/api/Notes/LocationNotes/{id}',
    count: '/api/Notes/LocationNotes/{id}/getLocationNoteCount',
    create: '/api/Notes/LocatinNotes/{id}',
    createAlias: '/api/Notes/LocationNotes/{id}',
    byId: '/api/Notes/LocationNotes/{id}/{noteId}',
  },
  load: {
    list: '/api/Notes/LoadNotes/{id}',
    count: '/api/Notes/LoadNotes/{id}/getLoadNoteCount',
    create: '/api/Notes/LoadNotes/{id}',
    byId: '/api/Notes/LoadNotes/{id}/{noteId}',
  },
} as const;

/**
 * Files of the four kinds (spec 2 §7), keyed by the contract's file kind. `list` is also the multipart
 * upload (POST); `byId` is the download (GET), PUT and DELETE.
 */
export const filePaths = {
  base: '/api/Files',
  order: {
    list: '/api/Files/OrderFiles/{ownerId}',
    count: '/api/Files/OrderFiles/{ownerId}/getOrderFileCount',
    byId: '/api/Files/OrderFiles/{ownerId}/{fileId}',
  },
  load: {
    list: '/api/Files/LoadFiles/{ownerId}',
    count: '/api/Files/LoadFiles/{ownerId}/getLoadFileCount',
    byId: '/api/Files/LoadFiles/{ownerId}/{fileId}',
  },
  carrier: {
    list: '/api/Files/CarrierFiles/{ownerId}',
    count: '/api/Files/CarrierFiles/{ownerId}/getCarrierFileCount',
    byId: '/api/Files/CarrierFiles/{ownerId}/{fileId}',
  },
  customer: {
    list: '/api/Files/CustomerFiles/{ownerId}',
    count: '/api/Files/CustomerFiles/{ownerId}/getCustomerFileCount',
    byId: '/api/Files/CustomerFiles/{ownerId}/{fileId}',
  },
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
  getCustomerSubscriptions: '/api/Reports/getCustomerSubscriptions/{id}',
  putCustomerSubscriptions: '/api/Reports/putCustomerSubscriptions/{id}',
  sendReport: '/api/Reports/sendReport/{id}',
} as const;

/**
 * Browser-test support (ENABLE_TEST_SUPPORT, refused in production); not in the spec and never in the OpenAPI
 * document (api/server/routes/test-support.routes.ts).
 */
export const testSupportPaths = {
  base: '/api/test-support',
  outbox: '/api/test-support/outbox',
  accessRequests: '/api/test-support/access-requests',
  expireSessions: '/api/test-support/expire-sessions',
  cloneUser: '/api/test-support/clone-user',
  locations: '/api/test-support/locations',
} as const;

/** The live stream of domain events (decision 077; api/contract/live-events.ts). */
export const livePaths = {
  events: '/api/live/events',
  /** Presence on a record page (decision 080): PUT a heartbeat, DELETE on leaving. */
  presence: '/api/live/presence',
} as const;

/** Saved list views (issue #31, decision 085): a person's own and those shared with their team. */
export const savedViewPaths = {
  getItems: '/api/SavedViews/getItems',
  create: '/api/SavedViews/create',
  byId: '/api/SavedViews/{id}',
} as const;

/**
 * Tracking links (decision 083). `read` is public and its parameter is the link's token, the one path
 * parameter that is not a row id: the client fills it with `trackingReadUrl` (api/contract/tracking.ts).
 */
export const trackingPaths = {
  base: '/api/tracking',
  read: '/api/tracking/{token}',
  getByOrderId: '/api/TrackingLinks/getByOrderId/{id}',
  create: '/api/TrackingLinks/create/{id}',
  revoke: '/api/TrackingLinks/revoke/{id}',
} as const;

/** Webhook endpoints and their delivery log: the administration area (decision 083). */
export const webhookPaths = {
  base: '/api/System/Webhooks',
  getItems: '/api/System/Webhooks/getItems',
  getItemById: '/api/System/Webhooks/getItemById/{id}',
  create: '/api/System/Webhooks/create',
  byId: '/api/System/Webhooks/{id}',
  getDeliveries: '/api/System/Webhooks/getDeliveries/{id}',
  sendTest: '/api/System/Webhooks/sendTest/{id}',
  sendAgain: '/api/System/Webhooks/sendAgain/{id}',
  rotateSecret: '/api/System/Webhooks/rotateSecret/{id}',
} as const;

/** Notices (decision 088): a staff member's in-portal notices, and the notice mails of an order. */
export const noticePaths = {
  getMine: '/api/Notices/getMine',
  markRead: '/api/Notices/markRead',
  getMailsByOrderId: '/api/Notices/getMailsByOrderId/{id}',
} as const;

/** The dispatcher's board (issue #31, decision 085). */
export const boardPaths = {
  getBoard: '/api/Board/getBoard',
} as const;
