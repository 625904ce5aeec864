import { and, assign, setup } from 'xstate';
import type { Identity, LoginRequest, SignInResult } from '#contract/identity';
import { messages, timings } from '#contract/messages';
import {
  accountSelectionPath,
  safeReturnUrl,
  type ClockReading,
  type LoginToAccountInput,
} from './sign-in.helpers';
import {
  callFailed,
  formFragmentActions,
  showCallError,
  type FormErrorContext,
} from '../shared/form-fragment';
import { injectedAction, injectedCall, machineTypes } from '../shared/injected';

/** Query and storage facts the sign-in screen starts from; the raw query strings are accepted as they come. */
export interface SignInInput {
  /** Whether local storage holds an identity from an earlier session. */
  hasStoredIdentity: boolean;
  /** Query `checkAuth`; only `false` / `'false'` disables the already-signed-in check. */
  checkAuth?: boolean | string | null;
  /** Query `error`: tokenExpired, unknownError or loginRequired. */
  error?: string | null;
  returnUrl?: string | null;
  /** Query `email`, prefilling the login field. */
  email?: string | null;
}

export type SignInField = 'login' | 'password';

export type SignInEvent =
  | { type: 'field.changed'; field: SignInField; value: string }
  | { type: 'login.enterPressed' }
  | { type: 'password.enterPressed' }
  | { type: 'credentials.submit' }
  | { type: 'banner.dismiss' };

export interface SignInContext extends FormErrorContext {
  login: string;
  password: string;
  returnUrl: string | null;
  checkAuth: boolean;
  hasStoredIdentity: boolean;
  clock: ClockReading | null;
  /** The Login result while the single identity is being entered. */
  signIn: SignInResult | null;
  /** Where `redirecting` sends the user: home after the session check, else per the sign-in result. */
  redirectTo: string;
}

export const signInMessages = {
  loginRequired: 'Please enter a valid email or username',
  passwordRequired: 'Please enter your password',
} as const;

/** Field errors of spec 1 §5, whether or not they are shown yet. */
export const signInFieldErrors = (c: Pick<SignInContext, 'login' | 'password'>) => ({
  login: c.login.trim() ? null : signInMessages.loginRequired,
  password: c.password ? null : signInMessages.passwordRequired,
});

const errorOfQuery = (error: string | null | undefined): string | null =>
  error === 'tokenExpired' ? messages.tokenExpired : error === 'unknownError' ? messages.unknownError : null;

const identitiesOf = (result: SignInResult | null | undefined): Identity[] => result?.userIdentities ?? [];

/** Enter in the login field submits only with a password longer than 6 characters (spec 1 §2). */
export const enterInLoginSubmits = (password: string) => password.length > 6;

export const signInMachine = setup({
  types: machineTypes<SignInContext, SignInEvent, SignInInput, 'busy' | 'editable' | 'error'>(),
  actions: {
    navigate: injectedAction<{ to: string }>('navigate'),
    storeAuth: injectedAction<{ auth: SignInResult }>('storeAuth'),
    clearAuth: injectedAction('clearAuth'),
    /** The app provides `assign({ clock: () => readClock(new Date()) })`; tests provide a fixed reading. */
    stampClock: assign((): Partial<SignInContext> => {
      throw new Error('stampClock not provided');
    }),
    setField: assign(({ event }) => (event.type === 'field.changed' ? { [event.field]: event.value } : {})),
    ...formFragmentActions<SignInContext, SignInEvent>(),
    holdSignIn: assign((_, params: { signIn: SignInResult | null }) => ({ signIn: params.signIn })),
    forgetSignIn: assign({ signIn: null }),
    redirectToAccountSelection: assign({
      redirectTo: ({ context }) => accountSelectionPath(context.returnUrl),
    }),
    redirectToReturnUrl: assign({ redirectTo: ({ context }) => context.returnUrl ?? '/' }),
  },
  guards: {
    shouldCheckSession: ({ context }) => context.hasStoredIdentity && context.checkAuth,
    credentialsValid: ({ context }) => {
      const errors = signInFieldErrors(context);
      return !errors.login && !errors.password;
    },
    passwordLongEnoughForEnter: ({ context }) => enterInLoginSubmits(context.password),
    /**
     * An aborted call resolves with null (spec 1 §7), and a session with no identity chosen yet (Login
     * without LoginToAccount) cannot open the portal: neither is a signed-in user.
     */
    signedIn: (_, params: { result: SignInResult | null }) => params.result?.userIdentityCurrent != null,
    severalIdentities: (_, params: { result: SignInResult | null }) =>
      identitiesOf(params.result).length > 1 && !onlyScanToPick(params.result),
    onlyScanToPick: (_, params: { result: SignInResult | null }) => onlyScanToPick(params.result),
    oneIdentity: (_, params: { result: SignInResult | null }) => identitiesOf(params.result).length === 1,
    /** LoginToAccount answers null when the call was aborted or the server gave nothing back. */
    entered: (_, params: { result: SignInResult | null }) => params.result != null,
  },
  actors: {
    checkCurrentUser: injectedCall<SignInResult | null, void>('checkCurrentUser'),
    login: injectedCall<SignInResult | null, LoginRequest>('login'),
    loginToAccount: injectedCall<SignInResult | null, LoginToAccountInput>('loginToAccount'),
  },
  delays: {
    sessionCheckTimeout: timings.sessionCheckAbortMs,
  },
}).createMachine({
  id: 'signIn',
  context: ({ input }) => ({
    login: input.email?.trim() ?? '',
    password: '',
    attempted: false,
    error: errorOfQuery(input.error),
    returnUrl: safeReturnUrl(input.returnUrl),
    checkAuth: input.checkAuth !== false && input.checkAuth !== 'false',
    hasStoredIdentity: input.hasStoredIdentity,
    clock: null,
    signIn: null,
    redirectTo: '/',
  }),
  initial: 'starting',
  on: {
    'field.changed': { actions: 'setField' },
    'banner.dismiss': { actions: 'clearError' },
  },
  states: {
    starting: {
      description: 'An identity stored by an earlier session is checked first, unless the query says not to.',
      always: [{ guard: 'shouldCheckSession', target: 'checkingSession' }, { target: 'idle' }],
    },
    checkingSession: {
      description:
        'The stored session is checked silently. After 1.5 s the check gives up: leaving the state stops the invoked actor, which aborts its signal.',
      tags: ['busy'],
      invoke: {
        id: 'checkCurrentUser',
        src: 'checkCurrentUser',
        onDone: [
          {
            guard: { type: 'signedIn', params: ({ event }) => ({ result: event.output }) },
            target: 'redirecting',
          },
          { target: 'idle' },
        ],
        onError: { target: 'idle' },
      },
      after: { sessionCheckTimeout: { target: 'idle' } },
    },
    idle: {
      description: 'The credentials can be typed; Enter and Login submit them by the rules of spec 1 §2.',
      tags: ['editable'],
      on: {
        'credentials.submit': [
          { guard: 'credentialsValid', target: 'submitting' },
          { actions: 'markAttempted' },
        ],
        'password.enterPressed': [
          { guard: 'credentialsValid', target: 'submitting' },
          { actions: 'markAttempted' },
        ],
        'login.enterPressed': [
          { guard: and(['passwordLongEnoughForEnter', 'credentialsValid']), target: 'submitting' },
          { guard: 'passwordLongEnoughForEnter', actions: 'markAttempted' },
        ],
      },
    },
    submitting: {
      description: 'The credentials are sent, then the one identity entered when there is only one.',
      tags: ['busy'],
      entry: ['markAttempted', 'clearError', 'stampClock'],
      initial: 'signingIn',
      states: {
        signingIn: {
          description: 'Login: several identities go to account selection, one is entered here.',
          invoke: {
            id: 'login',
            src: 'login',
            input: ({ context }) => ({
              login: context.login.trim(),
              password: context.password,
              ...(context.clock ?? {}),
            }),
            onDone: [
              {
                guard: { type: 'severalIdentities', params: ({ event }) => ({ result: event.output }) },
                target: '#signIn.redirecting',
                actions: [
                  { type: 'storeAuth', params: ({ event }) => ({ auth: event.output! }) },
                  'redirectToAccountSelection',
                ],
              },
              {
                guard: { type: 'onlyScanToPick', params: ({ event }) => ({ result: event.output }) },
                target: '#signIn.idle',
                actions: { type: 'showError', params: { text: messages.scanToPickOnly } },
              },
              {
                guard: { type: 'oneIdentity', params: ({ event }) => ({ result: event.output }) },
                target: 'enteringAccount',
                // Stored first: LoginToAccount is authorised by this session's token, which the app's HTTP
                // client reads from storage.
                actions: [
                  { type: 'storeAuth', params: ({ event }) => ({ auth: event.output! }) },
                  { type: 'holdSignIn', params: ({ event }) => ({ signIn: event.output }) },
                ],
              },
              {
                target: '#signIn.idle',
                actions: { type: 'showError', params: { text: messages.noIdentities } },
              },
            ],
            onError: callFailed('#signIn.idle'),
          },
        },
        enteringAccount: {
          description:
            'LoginToAccount for the one identity. A session with no identity chosen must not stay behind to look like a sign-in, so a failure clears it.',
          invoke: {
            id: 'loginToAccount',
            src: 'loginToAccount',
            input: ({ context }) => ({
              identity: { ...identitiesOf(context.signIn)[0]!, applyRolePermissions: true },
              token: context.signIn?.token ?? null,
            }),
            onDone: [
              {
                guard: { type: 'entered', params: ({ event }) => ({ result: event.output }) },
                target: '#signIn.redirecting',
                actions: [
                  { type: 'storeAuth', params: ({ event }) => ({ auth: event.output! }) },
                  'redirectToReturnUrl',
                ],
              },
              {
                target: '#signIn.idle',
                actions: ['clearAuth', { type: 'showError', params: { text: messages.noIdentities } }],
              },
            ],
            onError: {
              target: '#signIn.idle',
              actions: ['clearAuth', showCallError],
            },
          },
          exit: 'forgetSignIn',
        },
      },
    },
    redirecting: {
      description: 'Signed in: on to account selection, the return address or home.',
      tags: ['busy'],
      type: 'final',
      entry: { type: 'navigate', params: ({ context }) => ({ to: context.redirectTo }) },
    },
  },
});

/** Every identity is scan-to-pick: such an account has no portal identity to enter. */
function onlyScanToPick(result: SignInResult | null | undefined): boolean {
  const identities = identitiesOf(result);
  return identities.length > 0 && identities.every((i) => i.identityType === 'scanToPick');
}
