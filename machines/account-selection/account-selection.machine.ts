import { identityLabel } from '../session/identity-label';
import { assign, setup } from 'xstate';
import type { Identity, SignInResult } from '#contract/identity';
import { errorText } from '../shared/error-text';
import {
  errorBannerActions,
  formStates,
  showCallError,
  type ErrorBannerContext,
} from '../shared/form-fragment';
import { safeReturnUrl, type LoginToAccountInput } from '../sign-in/sign-in.helpers';
import { injectedAction, injectedCall, machineTypes } from '../shared/injected';

/** The stored sign-in (local storage) and the route's returnUrl query. */
export interface AccountSelectionInput {
  auth: SignInResult | null;
  returnUrl?: string | null;
}

/** The parts of the profile this screen reads (spec 1 §3); other fields are not shown. */
export interface AccountProfile {
  isActive?: boolean | null;
  systemRoles?: { name: string }[] | null;
}

export type AccountSelectionEvent =
  | { type: 'selection.changed'; hash: string }
  | { type: 'advanced.toggle' }
  | { type: 'rolePermissions.changed'; checked: boolean }
  | { type: 'selection.continue' }
  | { type: 'selection.cancel' }
  | { type: 'banner.dismiss' };

export interface AccountSelectionContext extends ErrorBannerContext {
  auth: SignInResult | null;
  returnUrl: string | null;
  profile: AccountProfile | null;
  selectedHash: string | null;
  applyRolePermissions: boolean;
  advancedOpen: boolean;
}

export interface IdentityOption {
  hash: string;
  label: string;
  /** Scan-to-pick identities are listed but cannot be chosen (spec 1 §5). */
  disabled: boolean;
}

const identitiesOf = (auth: SignInResult | null): Identity[] => auth?.userIdentities ?? [];
const isSelectable = (i: Identity) => i.identityType !== 'scanToPick';

/** 'identityName (customerName)' for customers, 'identityName (roleName)' otherwise; no brackets when empty. */

export const identityOptions = (auth: SignInResult | null): IdentityOption[] =>
  identitiesOf(auth).map((i) => ({
    hash: i.hash,
    label: identityLabel(i, 'selection'),
    disabled: !isSelectable(i),
  }));

/** The current identity when it may be chosen, else the first that may. */
export const preselectedHash = (auth: SignInResult | null): string | null => {
  const selectable = identitiesOf(auth).filter(isSelectable);
  const current = auth?.userIdentityCurrent?.hash;
  return (selectable.find((i) => i.hash === current) ?? selectable[0])?.hash ?? null;
};

/** 'Welcome, {first name}.': the stored full name's first word, else the current identity's, else 'Unknown'. */
export const welcomeName = (auth: SignInResult | null): string =>
  auth?.fullName?.trim().split(/\s+/)[0] || auth?.userIdentityCurrent?.firstName?.trim() || 'Unknown';

/** The list is hidden only when the profile says, explicitly, that the user is inactive. */
export const isListShown = (profile: AccountProfile | null): boolean => profile?.isActive !== false;

export const systemRoleNames = (profile: AccountProfile | null): string[] =>
  (profile?.systemRoles ?? []).map((r) => r.name);

const selectableIdentity = (c: AccountSelectionContext, hash: string | null): Identity | undefined =>
  identitiesOf(c.auth).find((i) => i.hash === hash && isSelectable(i));

export const accountSelectionMachine = setup({
  types: machineTypes<
    AccountSelectionContext,
    AccountSelectionEvent,
    AccountSelectionInput,
    'busy' | 'editable' | 'error'
  >(),
  actions: {
    navigate: injectedAction<{ to: string }>('navigate'),
    storeAuth: injectedAction<{ auth: SignInResult }>('storeAuth'),
    logError: injectedAction<{ error: unknown }>('logError'),
    /** History back when there is one, else '/login': the app knows the history, the machine does not. */
    goBack: injectedAction('goBack'),
    ...errorBannerActions<AccountSelectionContext, AccountSelectionEvent>(),
    setProfile: assign((_, params: { profile: AccountProfile | null }) => ({ profile: params.profile })),
    select: assign(({ event }) => (event.type === 'selection.changed' ? { selectedHash: event.hash } : {})),
    toggleAdvanced: assign({ advancedOpen: ({ context }) => !context.advancedOpen }),
    setRolePermissions: assign(({ event }) =>
      event.type === 'rolePermissions.changed' ? { applyRolePermissions: event.checked } : {},
    ),
  },
  guards: {
    hasIdentities: ({ context }) => identitiesOf(context.auth).length > 0,
    hasSystemRoles: ({ context }) => systemRoleNames(context.profile).length > 0,
    isSelectable: ({ context, event }) =>
      event.type === 'selection.changed' && selectableIdentity(context, event.hash) !== undefined,
    canContinue: ({ context }) =>
      isListShown(context.profile) && selectableIdentity(context, context.selectedHash) !== undefined,
    /** LoginToAccount answers null when the call was aborted or the server gave nothing back. */
    entered: (_, params: { result: SignInResult | null }) => params.result != null,
  },
  actors: {
    fetchProfile: injectedCall<AccountProfile | null, void>('fetchProfile'),
    loginToAccount: injectedCall<SignInResult | null, LoginToAccountInput>('loginToAccount'),
  },
}).createMachine({
  id: 'accountSelection',
  context: ({ input }) => ({
    auth: input.auth,
    returnUrl: safeReturnUrl(input.returnUrl),
    profile: null,
    selectedHash: preselectedHash(input.auth),
    applyRolePermissions: true,
    advancedOpen: false,
    error: null,
  }),
  initial: 'starting',
  states: {
    starting: {
      description: 'Without stored identities there is nothing to choose: back to the login.',
      always: [{ guard: 'hasIdentities', target: 'loadingProfile' }, { target: 'leaving' }],
    },
    leaving: {
      description: 'No sign-in to choose from: on to /login.',
      type: 'final',
      entry: { type: 'navigate', params: { to: '/login' } },
    },
    loadingProfile: {
      description:
        'The profile is read for the inactive flag and the system roles. Without one the list still shows; only the advanced options are missing.',
      tags: ['busy'],
      on: { 'selection.cancel': { actions: 'goBack' } },
      invoke: {
        id: 'fetchProfile',
        src: 'fetchProfile',
        onDone: {
          target: 'choosing',
          actions: { type: 'setProfile', params: ({ event }) => ({ profile: event.output ?? null }) },
        },
        onError: {
          target: 'choosing',
          actions: { type: 'logError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    choosing: {
      description: 'The identity list, the advanced options, Continue and Cancel.',
      tags: ['editable'],
      initial: 'idle',
      on: {
        'selection.changed': { guard: 'isSelectable', actions: 'select' },
        'advanced.toggle': { guard: 'hasSystemRoles', actions: 'toggleAdvanced' },
        'rolePermissions.changed': { actions: 'setRolePermissions' },
        'selection.continue': { guard: 'canContinue', target: 'submitting', actions: 'clearError' },
        'selection.cancel': { actions: 'goBack' },
      },
      states: formStates(),
    },
    submitting: {
      description: 'The chosen identity is entered (LoginToAccount) with or without its role permissions.',
      tags: ['busy'],
      invoke: {
        id: 'loginToAccount',
        src: 'loginToAccount',
        input: ({ context }) => ({
          identity: {
            ...selectableIdentity(context, context.selectedHash)!,
            applyRolePermissions: context.applyRolePermissions,
          },
          token: context.auth?.token ?? null,
        }),
        onDone: [
          {
            guard: { type: 'entered', params: ({ event }) => ({ result: event.output }) },
            target: 'done',
            actions: { type: 'storeAuth', params: ({ event }) => ({ auth: event.output! }) },
          },
          {
            target: 'choosing.failure',
            actions: [
              { type: 'showError', params: { text: errorText(null) } },
              { type: 'logError', params: { error: new Error('LoginToAccount returned no result') } },
            ],
          },
        ],
        onError: {
          target: 'choosing.failure',
          actions: [showCallError, { type: 'logError', params: ({ event }) => ({ error: event.error }) }],
        },
      },
    },
    done: {
      description: 'The session now has its identity: on to the return address or home.',
      type: 'final',
      tags: ['busy'],
      entry: { type: 'navigate', params: ({ context }) => ({ to: context.returnUrl ?? '/' }) },
    },
  },
});
