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
} as const;

export const systemPaths = {
  health: '/api/health',
  openapi: '/api/openapi.json',
  config: '/api/config',
} as const;
