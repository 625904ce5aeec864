import { assign, type EventObject } from 'xstate';
import { errorText } from './error-text';

/** The text of the dismissible error banner, or null: `error` is the banner's one name in every machine. */
export interface ErrorBannerContext {
  error: string | null;
}

/** A form of the sign-in family also keeps whether a submit was tried: field errors show only then. */
export interface FormErrorContext extends ErrorBannerContext {
  attempted: boolean;
}

/** A field's error as the form shows it: none until a submit was tried, then following the typing. */
export const shownFieldError = <TContext extends FormErrorContext, TErrors, TField extends keyof TErrors>(
  context: TContext,
  errors: (context: TContext) => TErrors,
  field: TField,
) => (context.attempted ? errors(context)[field] : null);

/**
 * The named actions of the fragment, spread into `setup({ actions })`. Generic over the machine's context and
 * events so that each `assign` is typed against them, as one written in the machine would be.
 */
export const errorBannerActions = <TContext extends ErrorBannerContext, TEvent extends EventObject>() => ({
  clearError: assign<TContext, TEvent, undefined, TEvent, never>({ error: null } as Partial<TContext>),
  showError: assign<TContext, TEvent, { text: string }, TEvent, never>(
    (_, params) => ({ error: params.text }) as Partial<TContext>,
  ),
});

/** The banner's actions and `markAttempted`, for a form whose field errors wait for the first submit. */
export const formFragmentActions = <TContext extends FormErrorContext, TEvent extends EventObject>() => ({
  ...errorBannerActions<TContext, TEvent>(),
  markAttempted: assign<TContext, TEvent, undefined, TEvent, never>({ attempted: true } as Partial<TContext>),
});

/**
 * The form's two resting substates: `idle`, and `failure` after a failed call, which shows the error banner
 * until `banner.dismiss`. A machine puts them under its editable state and targets `<state>.failure`.
 */
export const formStates = () =>
  ({
    idle: { description: 'The form waits for input; no banner shows.' },
    failure: {
      description: 'The last call failed: the error banner shows its text until it is dismissed.',
      tags: ['error'],
      on: { 'banner.dismiss': { target: 'idle', actions: 'clearError' } },
    },
  }) as const;

/**
 * A submit: valid values go to `target`; otherwise the attempt is marked so that the field errors show.
 * The guard names the machine's own validity check.
 */
export const formSubmit = <TGuard extends string, TTarget extends string>(guard: TGuard, target: TTarget) =>
  [{ guard, target, actions: ['markAttempted', 'clearError'] }, { actions: 'markAttempted' }] as const;

/** The banner's `showError` with a failed call's text: the server's message, or the generic one. */
export const showCallError = {
  type: 'showError',
  params: ({ event }: { event: { error: unknown } }) => ({ text: errorText(event.error) }),
} as const;

/** A failed call's `onError`: to `target`, the banner saying why. */
export const callFailed = <TTarget extends string>(target: TTarget) =>
  ({ target, actions: showCallError }) as const;

/**
 * The editable state of a form of the sign-in family: typing goes to the machine's field action, a submit
 * through `formSubmit`, and the form rests in `formStates()`.
 */
export const editableForm = <TAction extends string, TGuard extends string, TTarget extends string>(
  description: string,
  setField: TAction,
  valid: TGuard,
  submitTarget: TTarget,
) =>
  ({
    description,
    tags: ['editable'],
    initial: 'idle',
    on: {
      'field.changed': { actions: setField },
      'form.submit': formSubmit(valid, submitTarget),
    },
    states: formStates(),
  }) as const;
