/** The demo logins the server seeds on its first start (README "Demo accounts"). */
export const demoPassword = 'Portal#Demo1';

export const accounts = {
  /** Admin and employee identities: meets account selection. */
  admin: 'admin@demo.test',
  /** One employee identity (Dispatch role). */
  dispatch: 'dispatch@demo.test',
  /** One customer identity with the Customer View role. */
  customer: 'customer@demo.test',
  /** One carrier identity; the forgot-password journey changes its password. */
  carrier: 'carrier@demo.test',
  /** Scan-to-pick only; the wrong-password journey fails on it, so no other journey's account is throttled. */
  picker: 'picker@demo.test',
} as const;
