import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import type { SignInResult } from '#contract/identity';
import { accountChoices, identity, signInResult } from '../testing/auth-fixtures';
import { deferredActor, flush } from '../testing/deferred-actor';
import { recorder } from '../testing/recorder';
import type { LoginToAccountInput } from '../sign-in/sign-in.helpers';
import {
  accountSelectionMachine,
  type AccountProfile,
  type AccountSelectionInput,
} from './account-selection.machine';
import * as select from './account-selection.selectors';

const { employee, customer, picker } = accountChoices;
const admin = identity({ hash: 'adm', identityType: 'admin', identityName: 'Dana Admin', roleName: '' });

const auth = (overrides: Partial<SignInResult> = {}) =>
  signInResult({
    token: 'tok',
    fullName: 'Dana  Driver',
    userIdentities: [picker, employee, customer, admin],
    userIdentityCurrent: customer,
    ...overrides,
  });

const start = (input: Partial<AccountSelectionInput> = {}) => {
  const fetchProfile = deferredActor<AccountProfile | null>();
  const loginToAccount = deferredActor<SignInResult | null, LoginToAccountInput>();
  const navigate = recorder<{ to: string }>();
  const storeAuth = recorder<{ auth: SignInResult }>();
  const logError = recorder<{ error: unknown }>();
  let backs = 0;
  const actor = createActor(
    accountSelectionMachine.provide({
      actions: {
        navigate: navigate.action,
        storeAuth: storeAuth.action,
        logError: logError.action,
        goBack: () => {
          backs += 1;
        },
      },
      actors: { fetchProfile: fetchProfile.logic, loginToAccount: loginToAccount.logic },
    }),
    { input: { auth: auth(), ...input }, clock: new SimulatedClock() },
  ).start();
  const loaded = async (profile: AccountProfile | null = {}) => {
    fetchProfile.last().resolve(profile);
    await flush();
  };
  return { actor, fetchProfile, loginToAccount, navigate, storeAuth, logError, loaded, backs: () => backs };
};

describe('account-selection: start', () => {
  it.each([
    ['no stored auth', null],
    ['null identities', auth({ userIdentities: null })],
    ['no identities', auth({ userIdentities: [] })],
  ])('with %s goes to the login root', (_, stored) => {
    const t = start({ auth: stored });
    expect(t.actor.getSnapshot().value).toBe('leaving');
    expect(t.actor.getSnapshot().status).toBe('done');
    expect(t.navigate.calls).toEqual([{ to: '/login' }]);
    expect(t.fetchProfile.calls).toHaveLength(0);
  });

  it('loads the profile once, then shows the list with the current identity chosen', async () => {
    const t = start();
    let snap = t.actor.getSnapshot();
    expect(select.selectIsLoadingProfile(snap)).toBe(true);
    expect(select.selectIsBusy(snap)).toBe(true);
    expect(select.selectCanContinue(snap)).toBe(false);
    await t.loaded({ isActive: true });
    snap = t.actor.getSnapshot();
    expect(snap.value).toEqual({ choosing: 'idle' });
    expect(select.selectIsEditable(snap)).toBe(true);
    expect(select.selectShowList(snap)).toBe(true);
    expect(select.selectSelectedHash(snap)).toBe('cust');
    expect(select.selectCanContinue(snap)).toBe(true);
    expect(select.selectShowAdvanced(snap)).toBe(false);
    expect(t.fetchProfile.calls).toHaveLength(1);
  });

  it('labels options by type, drops empty brackets and disables scan-to-pick', () => {
    const t = start();
    expect(select.selectOptions(t.actor.getSnapshot())).toEqual([
      { hash: 'pick', label: 'Dana P (Picker)', disabled: true },
      { hash: 'emp', label: 'Dana Driver (Dispatcher)', disabled: false },
      { hash: 'cust', label: 'Dana D (Acme Foods)', disabled: false },
      { hash: 'adm', label: 'Dana Admin', disabled: false },
    ]);
    expect(select.selectOptions(t.actor.getSnapshot())).toBe(select.selectOptions(t.actor.getSnapshot()));
  });

  it.each([
    ['a scan-to-pick current identity', picker, 'emp'],
    ['no current identity', null, 'emp'],
    ['an unknown current identity', identity({ hash: 'gone' }), 'emp'],
  ])('with %s preselects the first selectable one', (_, current, hash) => {
    const t = start({ auth: auth({ userIdentityCurrent: current }) });
    expect(select.selectSelectedHash(t.actor.getSnapshot())).toBe(hash);
  });

  it('with only scan-to-pick identities selects nothing and cannot continue', async () => {
    const t = start({ auth: auth({ userIdentities: [picker], userIdentityCurrent: picker }) });
    await t.loaded();
    expect(select.selectSelectedHash(t.actor.getSnapshot())).toBeNull();
    expect(select.selectCanContinue(t.actor.getSnapshot())).toBe(false);
  });

  it.each([
    ['the full name', {}, 'Welcome, Dana.'],
    [
      'the current identity',
      { fullName: '  ', userIdentityCurrent: { ...customer, firstName: 'Dee' } },
      'Welcome, Dee.',
    ],
    ['nothing', { fullName: null, userIdentityCurrent: null }, 'Welcome, Unknown.'],
  ])('greets by %s', (_, overrides, text) => {
    expect(select.selectGreeting(start({ auth: auth(overrides) }).actor.getSnapshot())).toBe(text);
  });

  it('hides the list and blocks Continue when the profile is inactive', async () => {
    const t = start();
    await t.loaded({ isActive: false });
    expect(select.selectShowList(t.actor.getSnapshot())).toBe(false);
    expect(select.selectCanContinue(t.actor.getSnapshot())).toBe(false);
    t.actor.send({ type: 'selection.continue' });
    expect(t.loginToAccount.calls).toHaveLength(0);
  });

  it.each([
    ['fails', 'reject'],
    ['answers null', 'null'],
  ])('still shows the list when the profile fetch %s', async (_, how) => {
    const t = start();
    const failure = new Error('profile down');
    if (how === 'reject') t.fetchProfile.last().reject(failure);
    else t.fetchProfile.last().resolve(null);
    await flush();
    const snap = t.actor.getSnapshot();
    expect(snap.value).toEqual({ choosing: 'idle' });
    expect(select.selectShowList(snap)).toBe(true);
    expect(select.selectShowAdvanced(snap)).toBe(false);
    expect(t.logError.calls).toEqual(how === 'reject' ? [{ error: failure }] : []);
  });
});

describe('account-selection: choosing', () => {
  it('changes the selection, ignoring disabled and unknown identities', async () => {
    const t = start();
    t.actor.send({ type: 'selection.changed', hash: 'emp' });
    expect(select.selectSelectedHash(t.actor.getSnapshot())).toBe('cust');
    await t.loaded();
    t.actor.send({ type: 'selection.changed', hash: 'emp' });
    expect(select.selectSelectedHash(t.actor.getSnapshot())).toBe('emp');
    t.actor.send({ type: 'selection.changed', hash: 'pick' });
    t.actor.send({ type: 'selection.changed', hash: 'nobody' });
    expect(select.selectSelectedHash(t.actor.getSnapshot())).toBe('emp');
  });

  it('offers the advanced options only with system roles', async () => {
    const plain = start();
    await plain.loaded({ systemRoles: [] });
    plain.actor.send({ type: 'advanced.toggle' });
    expect(select.selectAdvancedOpen(plain.actor.getSnapshot())).toBe(false);

    const t = start();
    await t.loaded({ systemRoles: [{ name: 'Dispatch' }, { name: 'Billing' }] });
    let snap = t.actor.getSnapshot();
    expect(select.selectShowAdvanced(snap)).toBe(true);
    expect(select.selectRoleChips(snap)).toEqual(['Dispatch', 'Billing']);
    expect(select.selectRoleChips(snap)).toBe(select.selectRoleChips(snap));
    expect(select.selectAdvancedOpen(snap)).toBe(false);
    expect(select.selectApplyRolePermissions(snap)).toBe(true);
    t.actor.send({ type: 'advanced.toggle' });
    expect(select.selectAdvancedOpen(t.actor.getSnapshot())).toBe(true);
    t.actor.send({ type: 'rolePermissions.changed', checked: false });
    snap = t.actor.getSnapshot();
    expect(select.selectApplyRolePermissions(snap)).toBe(false);
    t.actor.send({ type: 'advanced.toggle' });
    expect(select.selectAdvancedOpen(t.actor.getSnapshot())).toBe(false);
  });

  it.each([
    ['/orders/5', '/orders/5'],
    [null, '/'],
    ['http://evil.example', '/'],
  ])('continues into the chosen identity and goes to %j', async (returnUrl, to) => {
    const t = start({ returnUrl });
    await t.loaded({ systemRoles: [{ name: 'Dispatch' }] });
    t.actor.send({ type: 'selection.changed', hash: 'emp' });
    t.actor.send({ type: 'rolePermissions.changed', checked: false });
    t.actor.send({ type: 'selection.continue' });
    let snap = t.actor.getSnapshot();
    expect(select.selectIsSubmitting(snap)).toBe(true);
    expect(select.selectIsBusy(snap)).toBe(true);
    expect(select.selectCanContinue(snap)).toBe(false);
    expect(select.selectCanCancel(snap)).toBe(false);
    expect(t.loginToAccount.last().input).toEqual({
      identity: { ...employee, applyRolePermissions: false },
      token: 'tok',
    });
    const entered = auth({ userIdentityCurrent: employee });
    t.loginToAccount.last().resolve(entered);
    await flush();
    snap = t.actor.getSnapshot();
    expect(snap.value).toBe('done');
    expect(select.selectIsSubmitting(snap)).toBe(true);
    expect(t.storeAuth.calls).toEqual([{ auth: entered }]);
    expect(t.navigate.calls).toEqual([{ to }]);
  });

  it('shows a dismissible error and logs it when Continue fails', async () => {
    const t = start();
    await t.loaded();
    t.actor.send({ type: 'selection.continue' });
    expect(t.loginToAccount.last().input.identity.applyRolePermissions).toBe(true);
    const failure = new Error('Identity disabled');
    t.loginToAccount.last().reject(failure);
    await flush();
    let snap = t.actor.getSnapshot();
    expect(snap.value).toEqual({ choosing: 'failure' });
    expect(snap.hasTag('error')).toBe(true);
    expect(select.selectError(snap)).toBe('Identity disabled');
    expect(t.logError.calls).toEqual([{ error: failure }]);
    t.actor.send({ type: 'banner.dismiss' });
    expect(select.selectError(t.actor.getSnapshot())).toBeNull();

    t.actor.send({ type: 'selection.continue' });
    t.loginToAccount.last().resolve(null);
    await flush();
    snap = t.actor.getSnapshot();
    expect(select.selectError(snap)).toBe('Unknown server error');
    expect(t.logError.calls).toHaveLength(2);
    t.actor.send({ type: 'selection.continue' });
    expect(select.selectError(t.actor.getSnapshot())).toBeNull();
    expect(t.storeAuth.calls).toEqual([]);
    expect(t.fetchProfile.calls).toHaveLength(1);
  });

  it('Cancel asks the app to go back, while loading or choosing', async () => {
    const t = start();
    expect(select.selectCanCancel(t.actor.getSnapshot())).toBe(true);
    t.actor.send({ type: 'selection.cancel' });
    await t.loaded();
    t.actor.send({ type: 'selection.cancel' });
    expect(t.backs()).toBe(2);
    expect(t.navigate.calls).toEqual([]);
  });

  it('shows the screen texts', () => {
    expect(select.accountSelectionTexts.intro).toBe('Your login is associated with multiple accounts.');
    expect(select.accountSelectionTexts.prompt).toBe('Please select the account you wish to use:');
  });

  it('demands that the app provides fetchProfile and logError', async () => {
    const actor = createActor(accountSelectionMachine, { input: { auth: auth() } });
    actor.subscribe({ error: () => {} });
    actor.start();
    await flush();
    expect(actor.getSnapshot().status).toBe('error');
    expect(String(actor.getSnapshot().error)).toContain('logError not provided');
  });
});
