import type { Identity, SignInResult } from '#contract/identity';

export const identity = (overrides: Partial<Identity> = {}): Identity => ({
  hash: 'hash-employee',
  identityType: 'employee',
  identityName: 'Dana Driver',
  userName: 'dana',
  firstName: 'Dana',
  lastName: 'Driver',
  roleName: 'Dispatcher',
  ...overrides,
});

export const signInResult = (overrides: Partial<SignInResult> = {}): SignInResult => ({
  token: 'token-1',
  expiresIn: 3600,
  errorMessage: null,
  userId: 7,
  primaryUserId: 7,
  userLogin: 'dana@example.com',
  userName: 'dana',
  userRoles: [1],
  fullName: 'Dana Driver',
  userIdentityCurrent: null,
  userIdentities: [identity()],
  ...overrides,
});

/** One identity of each kind a person may hold: the employee, a customer's portal user and a scanner. */
export const identities = {
  employee: identity({ hash: 'hash-employee' }),
  customer: identity({
    hash: 'hash-customer',
    identityType: 'customer',
    identityName: 'Dana at Acme',
    customerName: 'Acme Foods',
  }),
  scanner: identity({ hash: 'hash-scanner', identityType: 'scanToPick', identityName: 'Scanner' }),
};

/** The account selection's three choices (an employee, a customer, a picker), by short hashes. */
export const accountChoices = {
  employee: identity({ hash: 'emp', identityName: 'Dana Driver', roleName: 'Dispatcher' }),
  customer: identity({
    hash: 'cust',
    identityType: 'customer',
    identityName: 'Dana D',
    customerName: 'Acme Foods',
    roleName: null,
  }),
  picker: identity({
    hash: 'pick',
    identityType: 'scanToPick',
    identityName: 'Dana P',
    roleName: 'Picker',
  }),
};
