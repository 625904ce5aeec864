import { assign, setup } from 'xstate';
import { timings } from '#contract/messages';

export interface AlertTimeoutInput {
  /** Start shown (a banner rendered because there is something to say). Default false. */
  shown?: boolean;
  /** Hide after this long, with a progress bar; null or omitted: stays (spec 1 §2). */
  timeoutMs?: number | null;
  /** Whether the person may close it; the UI shows the close button when `canDismiss`. Default false. */
  dismissible?: boolean;
}

export type AlertTimeoutEvent = { type: 'alert.show'; timeoutMs?: number | null } | { type: 'alert.dismiss' };

interface AlertTimeoutContext {
  startsShown: boolean;
  defaultTimeoutMs: number | null;
  timeoutMs: number | null;
  dismissible: boolean;
  elapsedMs: number;
}

export const alertTimeoutMachine = setup({
  types: {
    input: {} as AlertTimeoutInput,
    context: {} as AlertTimeoutContext,
    events: {} as AlertTimeoutEvent,
  },
  actions: {
    restart: assign(({ context, event }) => ({
      elapsedMs: 0,
      timeoutMs:
        event.type === 'alert.show' && event.timeoutMs !== undefined
          ? event.timeoutMs
          : context.defaultTimeoutMs,
    })),
    tick: assign(({ context }) => ({ elapsedMs: context.elapsedMs + timings.alertRefreshMs })),
  },
  guards: {
    startsShown: ({ context }) => context.startsShown,
    hasTimeout: ({ context }) => context.timeoutMs !== null && context.timeoutMs > 0,
    fullAfterTick: ({ context }) => context.elapsedMs + timings.alertRefreshMs >= (context.timeoutMs ?? 0),
    dismissible: ({ context }) => context.dismissible,
  },
  delays: {
    alertRefresh: timings.alertRefreshMs,
    alertDismissDelay: timings.alertDismissDelayMs,
  },
}).createMachine({
  id: 'alertTimeout',
  context: ({ input }) => ({
    startsShown: input.shown ?? false,
    defaultTimeoutMs: input.timeoutMs ?? null,
    timeoutMs: input.timeoutMs ?? null,
    dismissible: input.dismissible ?? false,
    elapsedMs: 0,
  }),
  initial: 'starting',
  on: {
    'alert.show': { target: '.shown', reenter: true, actions: 'restart' },
  },
  states: {
    starting: {
      description: 'Decides at once whether the banner starts shown (it was rendered with something to say).',
      always: [{ guard: 'startsShown', target: 'shown' }, { target: 'hidden' }],
    },
    hidden: { description: 'The banner is not shown; alert.show shows it again.' },
    shown: {
      description: 'The banner is shown; a dismissible one closes on alert.dismiss.',
      initial: 'steady',
      on: { 'alert.dismiss': { guard: 'dismissible', target: 'hidden' } },
      states: {
        steady: {
          description: 'Stays until dismissed, unless it has a timeout, which starts the countdown at once.',
          always: { guard: 'hasTimeout', target: 'counting' },
        },
        counting: {
          description: 'The progress bar fills one refresh step at a time until the timeout is reached.',
          after: {
            alertRefresh: [
              { guard: 'fullAfterTick', target: '#alertTimeout.closing', actions: 'tick' },
              { target: 'counting', reenter: true, actions: 'tick' },
            ],
          },
        },
      },
    },
    closing: {
      description:
        'The full bar stays visible a moment so the person sees it complete, then the banner hides.',
      on: { 'alert.dismiss': { guard: 'dismissible', target: 'hidden' } },
      after: { alertDismissDelay: 'hidden' },
    },
  },
});
