import { useActorRef } from '@xstate/react';
import { useLayoutEffect, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { ConfirmOptions } from '#machines/confirm/confirm.machine';
import {
  editFormMachine,
  type EditFormInput,
  type LoadInput,
  type SaveInput,
} from '#machines/edit-form/edit-form.machine';
import { discardPrompt, selectBlocksLeaving } from '#machines/edit-form/edit-form.selectors';
import type { FormValues } from '#machines/edit-form/edit-form.values';
import { fromCall } from './from-call';
import type { NavigationAttempt } from './navigation-blocks';
import { useRuntime } from './runtime-context';

export type EditFormActor = ActorRefFrom<typeof editFormMachine>;

export interface UseEditFormOptions {
  /** Start: `{ key }` to load a record, `{ values }` to create one; `schema` for the rules. Read once. */
  input: EditFormInput;
  /** Reads the record (edit mode, and again after a stale write). Pass the signal to the API call. */
  load?: (input: LoadInput, signal: AbortSignal) => Promise<FormValues>;
  /** Writes it; answers the server's new version, which becomes the baseline. */
  save: (input: SaveInput, signal: AbortSignal) => Promise<FormValues>;
  /** After a successful save, e.g. to go to a created record or refresh a name elsewhere. */
  onSaved?: (values: FormValues, created: boolean) => void;
  /** The discard prompt; default `discardPrompt` (edit-form.selectors.ts). */
  discard?: ConfirmOptions;
}

/**
 * Binds the edit-form machine to the app: API calls through `fromCall`, the global confirm dialog as the
 * discard prompt, and a navigation block so links, `runtime.navigate`, back/forward, logout and tab
 * close ask before unsaved changes are lost. Send `{ type: 'form.leave', to }` for the form's own
 * Cancel/Back: it asks the same way. Options are read on the first render (as `useActorRef` does).
 */
export function useEditForm(options: UseEditFormOptions): EditFormActor {
  const runtime = useRuntime();
  const held = useRef<NavigationAttempt | null>(null);
  const { load, save, onSaved, discard = discardPrompt } = options;
  const actor = useActorRef(
    editFormMachine.provide({
      actions: {
        leave: (_, { to }) => {
          const attempt = held.current;
          held.current = null;
          // A held navigation goes where it was going; the form's own Cancel navigates itself.
          if (attempt) queueMicrotask(attempt.retry);
          else queueMicrotask(() => runtime.navigate(to));
        },
        notifySaved: (_, { values, created }) => onSaved?.(values, created),
      },
      actors: {
        load: fromCall<FormValues, LoadInput>(({ input, signal }) =>
          load ? load(input, signal) : Promise.reject(new Error('This form cannot load a record.')),
        ),
        save: fromCall<FormValues, SaveInput>(({ input, signal }) => save(input, signal)),
        confirmDiscard: fromCall<boolean, void>(() => runtime.confirm(discard)),
      },
    }),
    { input: options.input, inspect: runtime.inspect },
  );

  // A layout effect: a page unmounted by a redirect drops its block before the redirect navigates.
  useLayoutEffect(
    () =>
      runtime.registerNavigationBlock({
        isBlocking: () => selectBlocksLeaving(actor.getSnapshot()),
        hold: (attempt) => {
          held.current = attempt;
          actor.send({ type: 'form.leave', to: attempt.to });
        },
      }),
    [runtime, actor],
  );
  return actor;
}
