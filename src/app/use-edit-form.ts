import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { LiveRecordType } from '#contract/live-events';
import type { ConfirmOptions } from '#machines/confirm/confirm.machine';
import {
  editFormMachine,
  type EditFormInput,
  type LoadInput,
  type SaveInput,
} from '#machines/edit-form/edit-form.machine';
import { discardPrompt, selectBlocksLeaving, selectIsDirty } from '#machines/edit-form/edit-form.selectors';
import type { FormValues } from '#machines/edit-form/edit-form.values';
import { fromCall } from './from-call';
import { usePresence } from './presence';
import { useRuntime } from './runtime-context';
import { useLeaveGuard } from './use-leave-guard';
import { useLiveChanges } from './use-live-changes';

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
  /**
   * The record the form edits, as the live desk names it (issue #28): another person's save of it shows at
   * once when nothing is typed here, or is merged with what is typed, field by field (decision 080).
   */
  live?: { type: LiveRecordType; id: number } | null;
}

/**
 * Binds the edit-form machine to the app: API calls through `fromCall`, the global confirm dialog as the
 * discard prompt, and a navigation block so links, `runtime.navigate`, back/forward, logout and tab
 * close ask before unsaved changes are lost. Send `{ type: 'form.leave', to }` for the form's own
 * Cancel/Back: it asks the same way. Options are read on the first render (as `useActorRef` does).
 */
export function useEditForm(options: UseEditFormOptions): EditFormActor {
  const runtime = useRuntime();
  const guard = useLeaveGuard();
  const { load, save, onSaved, discard = discardPrompt } = options;
  const actor = useActorRef(
    editFormMachine.provide({
      actions: {
        // A held navigation goes where it was going; the form's own Cancel navigates itself.
        leave: (_, { to }) => guard.leave(to),
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
    {
      input: { ...options.input, record: options.live ?? options.input.record ?? null },
      inspect: runtime.inspect,
    },
  );

  const live = options.live;
  useLiveChanges(live ? [live.type] : undefined, (change) => {
    if (change.type === 'resync')
      return actor.send({ type: 'record.changedElsewhere', who: null, fields: [], version: null });
    const { record, by, fields, dateModified } = change.event;
    // This person's own saves (in this tab, or by this page's other parts) are not news to this form.
    if (by !== null && by.systemUserId === runtime.services.authStore.read()?.userId) return;
    if (record.type === live?.type && record.id === live.id)
      actor.send({ type: 'record.changedElsewhere', who: by?.name ?? null, fields, version: dateModified });
  });

  // Presence (decision 080): the others on the record hear when this person starts or stops editing it.
  const presence = usePresence(live);
  useEffect(() => {
    if (!presence) return;
    const tell = () =>
      presence.send({ type: 'presence.editing', editing: selectIsDirty(actor.getSnapshot()) });
    tell();
    const subscription = actor.subscribe(tell);
    return () => subscription.unsubscribe();
  }, [actor, presence]);

  guard.bind(
    () => selectBlocksLeaving(actor.getSnapshot()),
    (to) => actor.send({ type: 'form.leave', to }),
  );
  return actor;
}
