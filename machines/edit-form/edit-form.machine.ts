import { and, assign, setup } from 'xstate';
import type { ZodType } from 'zod';
import { errorText, isNotFoundError } from '../shared/error-text';
import {
  isDirty,
  isStaleWrite,
  rebase,
  schemaRules,
  serverFieldErrors,
  without,
  type FieldErrors,
  type FormRules,
  type FormValues,
} from './edit-form.values';
import { injectedAction, injectedCall, machineTypes } from '../shared/injected';
import { chooseSide, mergeForm, mergedValues, type FormMerge, type MergeSide } from './edit-form.merge';

export interface EditFormInput {
  /** Given to `load` (a record id); none for the signed-in user's own record. */
  key?: unknown;
  /** Create mode: start from these values and skip `load`; Save is allowed before any change. */
  values?: FormValues;
  /** The form's rules; messages show under their fields once a save was tried (lazy validation). */
  schema?: ZodType | null;
  /** The record as the live desk names it ('load', 12): for the merge view's sentence. */
  record?: EditFormRecord | null;
}

export interface EditFormRecord {
  type: string;
  id: number;
}

export type EditFormEvent =
  | { type: 'field.changed'; field: string; value: unknown }
  /** Back to the last loaded or saved values. */
  | { type: 'form.reset' }
  | { type: 'form.save' }
  /** Leaving the screen for `to`: asks first when there are unsaved changes. */
  | { type: 'form.leave'; to: string }
  | { type: 'notice.dismiss' }
  | { type: 'load.retry' }
  /** After a stale write: drop my changes and show their version. */
  | { type: 'stale.reload' }
  /** After a stale write whose merge could not load their version: try the merge again. */
  | { type: 'stale.keepMine' }
  /** In the merge view: a field both changed keeps their value or mine. */
  | { type: 'merge.choose'; field: string; side: MergeSide }
  /** In the merge view: take the merged values (theirs as the baseline) and go on editing. */
  | { type: 'merge.apply' }
  /**
   * The record changed elsewhere (another call saved it), or the next one begins: the form starts over in
   * place, as a new form would: from `values` in create mode when given, else by loading the record again.
   * Unsaved changes stay (their next save meets the stale-write choice) unless `discard` lets them go.
   */
  | { type: 'record.changed'; values?: FormValues; discard?: boolean }
  /**
   * Another part of the screen saved the record and gives its new version (the load page's stops, decision
   * 064): it becomes the baseline, with the fields this person changed and has not saved laid over it, so
   * neither the typed changes nor the other save are lost, and the next Save is not stale. Ignored unless
   * the form is being edited (a save under way meets the stale-write choice instead).
   */
  | { type: 'record.rebased'; values: FormValues }
  /**
   * Another person saved this record (the live desk, issue #28): `who` by name when the reader may know it,
   * the `fields` they changed, and the record's version after it (its dateModified), so that the form's own
   * save, coming back through the stream, is recognised and ignored. Without unsaved changes the form shows
   * their version at once; with them it merges field by field (edit-form.merge.ts) and asks only about
   * fields both changed.
   */
  | { type: 'record.changedElsewhere'; who: string | null; fields: string[]; version: string | null };

/** Who changed which fields elsewhere, for the banner. */
export interface ChangedElsewhere {
  who: string | null;
  fields: string[];
}

export interface EditFormContext {
  key: unknown;
  mode: 'create' | 'edit';
  rules: FormRules;
  /** The last values the server gave (loaded or saved): what "unsaved changes" are measured against. */
  pristine: FormValues;
  /** What the person sees and types. */
  values: FormValues;
  /** Messages of the form's rules for the current values. */
  fieldErrors: FieldErrors;
  /** Field messages of the last refused save; each goes once its field changes. */
  serverErrors: FieldErrors;
  /** A save was tried: the rules' messages show from then on. */
  attempted: boolean;
  /** The banner text of a failed load or save, or of a stale write. */
  error: string | null;
  /** The failed load was answered 404: the record is missing, or not the caller's to see. */
  loadNotFound: boolean;
  leaveTo: string | null;
  /** The last change another person made while this form was open (the live desk). */
  elsewhere: ChangedElsewhere | null;
  record: EditFormRecord | null;
  /** The last merge of my typing with another person's save (issue #28). */
  merge: FormMerge | null;
}

export interface LoadInput {
  key: unknown;
}
export interface SaveInput {
  key: unknown;
  mode: 'create' | 'edit';
  /** The values to send, as the rules prepared them (trimmed, defaulted). */
  values: FormValues;
  /** The server's last version, for calls that send the whole record or its stale-write token. */
  pristine: FormValues;
}

const withBaseline = (context: EditFormContext, values: FormValues): Partial<EditFormContext> => ({
  pristine: values,
  values,
  fieldErrors: context.rules(values).errors,
  serverErrors: {},
  attempted: false,
  error: null,
});

/**
 * One workflow for every edit screen (docs/adding-a-machine.md, "Edit forms"): load or start from given
 * values, edit with pristine/dirty tracking and lazy validation, save, keep what was typed when a save
 * fails, a distinct stale-write state (409 stale_write) with reload or keep-mine, and a discard prompt
 * before leaving with unsaved changes. The app provides `load`, `save`, `confirmDiscard` and the
 * `leave` and `notifySaved` actions.
 */
export const editFormMachine = setup({
  types: machineTypes<EditFormContext, EditFormEvent, EditFormInput, 'busy' | 'editable' | 'error'>(),
  actions: {
    leave: injectedAction<{ to: string }>('leave'),
    notifySaved: injectedAction<{ values: FormValues; created: boolean }>('notifySaved'),
    setField: assign(({ context, event }) => {
      if (event.type !== 'field.changed') return {};
      const values = { ...context.values, [event.field]: event.value };
      return {
        values,
        fieldErrors: context.rules(values).errors,
        serverErrors: without(context.serverErrors, event.field),
      };
    }),
    resetValues: assign(({ context }) => withBaseline(context, context.pristine)),
    setBaseline: assign(({ context }, params: { values: FormValues }) =>
      withBaseline(context, params.values),
    ),
    /** Base (what I loaded), mine (what I typed) and theirs (just loaded), merged field by field. */
    startMerge: assign(({ context }, params: { theirs: FormValues }) => ({
      merge: mergeForm(
        context.pristine,
        context.values,
        params.theirs,
        context.elsewhere?.who ?? null,
        context.merge?.choices,
      ),
    })),
    chooseSide: assign(({ context, event }) =>
      event.type === 'merge.choose' && context.merge
        ? { merge: chooseSide(context.merge, event.field, event.side) }
        : {},
    ),
    /** Their version is the baseline, the merged values on top: the next save sends their version's token. */
    applyMerge: assign(({ context }) => {
      if (!context.merge) return {};
      const values = mergedValues(context.merge);
      return {
        pristine: context.merge.theirs,
        values,
        fieldErrors: context.rules(values).errors,
        error: null,
      };
    }),
    forgetElsewhere: assign({ elsewhere: null, merge: null }),
    clearMerge: assign({ merge: null }),
    /** Another save on the screen gave a new version: it is the baseline, the typed changes stay on top. */
    rebaseOn: assign(({ context }, params: { theirs: FormValues }) => {
      const values = rebase(context.pristine, context.values, params.theirs);
      return { pristine: params.theirs, values, fieldErrors: context.rules(values).errors };
    }),
    markAttempted: assign({ attempted: true }),
    markEdit: assign({ mode: 'edit' as const }),
    showError: assign((_, params: { error: unknown }) => ({ error: errorText(params.error) })),
    showSaveError: assign((_, params: { error: unknown }) => ({
      error: errorText(params.error),
      serverErrors: serverFieldErrors(params.error),
    })),
    showLoadError: assign((_, params: { error: unknown }) => ({
      error: errorText(params.error),
      loadNotFound: isNotFoundError(params.error),
    })),
    clearError: assign({ error: null, loadNotFound: false }),
    startOver: assign(({ context }, params: { values: FormValues | undefined }) => ({
      ...withBaseline(context, params.values ?? context.pristine),
      mode: params.values ? ('create' as const) : ('edit' as const),
      leaveTo: null,
    })),
    rememberLeave: assign(({ event }) => (event.type === 'form.leave' ? { leaveTo: event.to } : {})),
    noteElsewhere: assign(({ event }) =>
      event.type === 'record.changedElsewhere' ? { elsewhere: { who: event.who, fields: event.fields } } : {},
    ),
  },
  guards: {
    isCreate: ({ context }) => context.mode === 'create',
    isDirty: ({ context }) => isDirty(context.pristine, context.values),
    hasChanges: ({ context }) => context.mode === 'create' || isDirty(context.pristine, context.values),
    isValid: ({ context }) => Object.keys(context.fieldErrors).length === 0,
    isStaleWrite: (_, params: { error: unknown }) => isStaleWrite(params.error),
    confirmed: (_, params: { answer: unknown }) => params.answer === true,
    /** The change is the version the form already shows: its own save, echoed by the stream. */
    alreadyShown: ({ context, event }) =>
      event.type === 'record.changedElsewhere' &&
      event.version !== null &&
      event.version === context.pristine.dateModified,
    hasConflicts: ({ context }) => (context.merge?.conflicts.length ?? 0) > 0,
    keepsChanges: ({ context }, params: { discard: boolean }) =>
      !params.discard && isDirty(context.pristine, context.values),
  },
  actors: {
    load: injectedCall<FormValues, LoadInput>('load'),
    save: injectedCall<FormValues, SaveInput>('save'),
    confirmDiscard: injectedCall<boolean, void>('confirmDiscard'),
  },
}).createMachine({
  id: 'editForm',
  context: ({ input }) => {
    const rules = schemaRules(input.schema);
    const values = input.values ?? {};
    return {
      key: input.key ?? null,
      mode: input.values ? 'create' : 'edit',
      rules,
      pristine: values,
      values,
      fieldErrors: rules(values).errors,
      serverErrors: {},
      attempted: false,
      error: null,
      loadNotFound: false,
      leaveTo: null,
      elsewhere: null,
      record: input.record ?? null,
      merge: null,
    };
  },
  initial: 'starting',
  on: {
    'record.changed': [
      // Typed changes are not thrown away unasked: the next save meets the stale-write choice instead.
      { guard: { type: 'keepsChanges', params: ({ event }) => ({ discard: event.discard === true }) } },
      {
        target: '.starting',
        actions: { type: 'startOver', params: ({ event }) => ({ values: event.values }) },
      },
    ],
  },
  states: {
    starting: {
      description: 'Transient: a create form opens at once with its given values; an edit form loads first.',
      always: [{ guard: 'isCreate', target: 'open' }, { target: 'loading' }],
    },
    loading: {
      description: 'The record loads; leaving is allowed without asking, as nothing was typed yet.',
      tags: ['busy'],
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ key: context.key }),
        onDone: {
          target: 'open',
          actions: { type: 'setBaseline', params: ({ event }) => ({ values: event.output }) },
        },
        onError: {
          target: 'loadFailed',
          actions: { type: 'showLoadError', params: ({ event }) => ({ error: event.error }) },
        },
      },
      on: { 'form.leave': { actions: { type: 'leave', params: ({ event }) => ({ to: event.to }) } } },
    },
    loadFailed: {
      description: 'The record failed to load; the reason shows and the person may retry or leave.',
      tags: ['error'],
      on: {
        'load.retry': { target: 'loading', actions: 'clearError' },
        'form.leave': { actions: { type: 'leave', params: ({ event }) => ({ to: event.to }) } },
      },
    },
    open: {
      description:
        'The form is on screen: the form itself, and beside it the guard on leaving with unsaved changes.',
      type: 'parallel',
      states: {
        form: {
          description: "Editing, saving, and resolving a save that someone else's save overtook.",
          initial: 'editing',
          states: {
            editing: {
              description:
                'The fields are editable; Save is allowed when something changed, and runs when the rules pass too.',
              type: 'parallel',
              tags: ['editable'],
              on: {
                'form.save': [
                  { guard: and(['hasChanges', 'isValid']), target: 'saving', actions: 'markAttempted' },
                  // Lazy validation: a refused Save is what makes the rules' messages show.
                  { guard: 'hasChanges', actions: 'markAttempted' },
                ],
                'record.changedElsewhere': [
                  { guard: 'alreadyShown' },
                  // Unsaved changes: their version is merged with mine, field by field.
                  { guard: 'isDirty', target: 'merging', actions: ['noteElsewhere', 'clearMerge'] },
                  { target: 'refreshing', actions: 'noteElsewhere' },
                ],
              },
              states: {
                changes: {
                  description: 'Whether the values differ from the last ones the server gave.',
                  initial: 'check',
                  on: {
                    'field.changed': { target: '.check', actions: 'setField' },
                    'form.reset': { guard: 'isDirty', target: '.check', actions: 'resetValues' },
                    'record.rebased': {
                      target: '.check',
                      actions: { type: 'rebaseOn', params: ({ event }) => ({ theirs: event.values }) },
                    },
                  },
                  states: {
                    check: {
                      description: "Transient: compares the values with the server's after each change.",
                      always: [{ guard: 'isDirty', target: 'dirty' }, { target: 'pristine' }],
                    },
                    pristine: { description: "The values are the server's: nothing to save or lose." },
                    dirty: { description: 'There are unsaved changes.' },
                  },
                },
                notice: {
                  description:
                    "The banner over the form. A reset goes back to the server's values, so whatever it said no longer applies.",
                  initial: 'none',
                  on: { 'form.reset': { guard: 'isDirty', target: '.none' } },
                  states: {
                    none: { description: 'No banner.' },
                    saved: {
                      description:
                        'The save succeeded; the banner goes on the next change or when dismissed.',
                      on: { 'field.changed': 'none', 'notice.dismiss': 'none' },
                    },
                    failed: {
                      description:
                        "The save was refused; what was typed stays, only the banner and the server's field messages show.",
                      tags: ['error'],
                      on: { 'notice.dismiss': { target: 'none', actions: 'clearError' } },
                    },
                    merged: {
                      description:
                        'Their version is the baseline now, merged with my changes field by field: review, then save.',
                      on: { 'notice.dismiss': 'none' },
                    },
                    refreshed: {
                      description:
                        'Someone else saved this record; the form shows their version (nothing was typed here).',
                      on: { 'field.changed': 'none', 'notice.dismiss': 'none' },
                    },
                  },
                },
              },
            },
            saving: {
              description:
                'The values (as the rules clean them) are saved; the fields are not editable meanwhile.',
              tags: ['busy'],
              invoke: {
                id: 'save',
                src: 'save',
                input: ({ context }) => ({
                  key: context.key,
                  mode: context.mode,
                  values: context.rules(context.values).values,
                  pristine: context.pristine,
                }),
                onDone: {
                  target: 'editing.notice.saved',
                  actions: [
                    {
                      type: 'notifySaved',
                      params: ({ context, event }) => ({
                        values: event.output,
                        created: context.mode === 'create',
                      }),
                    },
                    { type: 'setBaseline', params: ({ event }) => ({ values: event.output }) },
                    'markEdit',
                  ],
                },
                onError: [
                  // Someone saved first: their version is read and merged with what was typed here.
                  {
                    guard: { type: 'isStaleWrite', params: ({ event }) => ({ error: event.error }) },
                    target: 'merging',
                    actions: [
                      { type: 'showError', params: ({ event }) => ({ error: event.error }) },
                      'forgetElsewhere',
                    ],
                  },
                  // What was typed stays: only the banner and the server's field messages change.
                  {
                    target: 'editing.notice.failed',
                    actions: { type: 'showSaveError', params: ({ event }) => ({ error: event.error }) },
                  },
                ],
              },
            },
            refreshing: {
              description:
                'Someone else saved this record and nothing was typed here: their version loads and is shown.',
              tags: ['busy'],
              invoke: {
                id: 'refresh',
                src: 'load',
                input: ({ context }) => ({ key: context.key }),
                onDone: {
                  target: 'editing.notice.refreshed',
                  actions: { type: 'setBaseline', params: ({ event }) => ({ values: event.output }) },
                },
                onError: 'editing',
              },
            },
            stale: {
              description:
                'Someone else saved first and their version could not be read to merge: the person reloads theirs or tries the merge again.',
              tags: ['error'],
              on: {
                'stale.reload': { target: 'reloading', actions: 'clearError' },
                'stale.keepMine': { target: 'merging', actions: 'clearError' },
              },
            },
            reloading: {
              description: 'Their version loads and replaces my changes.',
              tags: ['busy'],
              invoke: {
                id: 'reload',
                src: 'load',
                input: ({ context }) => ({ key: context.key }),
                onDone: {
                  target: 'editing',
                  actions: { type: 'setBaseline', params: ({ event }) => ({ values: event.output }) },
                },
                onError: {
                  target: 'stale',
                  actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
            merging: {
              description:
                'Someone else saved this record while I have unsaved changes (or my save met theirs): their version loads to be merged with mine.',
              tags: ['busy'],
              invoke: {
                id: 'merge',
                src: 'load',
                input: ({ context }) => ({ key: context.key }),
                onDone: {
                  target: 'merged',
                  actions: { type: 'startMerge', params: ({ event }) => ({ theirs: event.output }) },
                },
                onError: {
                  target: 'stale',
                  actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
            merged: {
              description:
                'Transient: fields only one side changed merge by themselves; fields both changed go to the person.',
              always: [
                { guard: 'hasConflicts', target: 'resolving' },
                { target: 'editing.notice.merged', actions: 'applyMerge' },
              ],
            },
            resolving: {
              description:
                'The merge view: for each field both changed, their value or mine (mine until chosen); a newer version of theirs merges again, keeping the choices.',
              on: {
                'merge.choose': { actions: 'chooseSide' },
                'merge.apply': { target: 'editing.notice.merged', actions: 'applyMerge' },
                'stale.reload': { target: 'reloading', actions: 'clearError' },
                'record.changedElsewhere': { target: 'merging', actions: 'noteElsewhere' },
              },
            },
          },
        },
        leave: {
          description: 'Leaving the screen: asks first when there are unsaved changes.',
          initial: 'idle',
          states: {
            idle: {
              description: 'Nobody is leaving.',
              on: {
                'form.leave': [
                  { guard: 'isDirty', target: 'confirming', actions: 'rememberLeave' },
                  { target: 'released', actions: 'rememberLeave' },
                ],
              },
            },
            confirming: {
              description: 'The person is asked whether to discard the unsaved changes.',
              invoke: {
                id: 'confirmDiscard',
                src: 'confirmDiscard',
                onDone: [
                  {
                    guard: { type: 'confirmed', params: ({ event }) => ({ answer: event.output }) },
                    target: 'released',
                  },
                  { target: 'idle' },
                ],
                onError: { target: 'idle' },
              },
            },
            released: {
              description:
                'Leaving is allowed and the app navigates. Another guard may still stop it, so the form stays usable, and a new change makes leaving ask again.',
              entry: { type: 'leave', params: ({ context }) => ({ to: context.leaveTo ?? '/' }) },
              on: {
                'form.leave': { target: 'released', reenter: true, actions: 'rememberLeave' },
                'field.changed': 'idle',
              },
            },
          },
        },
      },
    },
  },
});
