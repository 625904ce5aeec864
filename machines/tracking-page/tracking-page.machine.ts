import { assign, setup } from 'xstate';
import { trackingTexts, type PublicTracking } from '#contract/tracking';
import { errorText } from '../shared/error-text';
import { injectedCall, machineTypes } from '../shared/injected';

/** How often the open page reads the order again. */
export const trackingPollMs = 5_000;
/** The wait before trying again after a failure that may pass (offline, 429, 5xx). */
export const trackingRetryMs = 15_000;

export interface TrackingPageContext {
  page: PublicTracking | null;
  /** Why the page shows nothing, or why the last read failed. */
  error: string | null;
}

const statusOf = (error: unknown) => (error as { status?: number } | null)?.status ?? 0;
/** 400, 404 or 410: the address is no token, or its link is unknown, expired or revoked, for good. */
const isClosed = (error: unknown) => [400, 404, 410].includes(statusOf(error));
/** The server's sentence; for an address that cannot be a token, the unknown link's. */
const closedText = (error: unknown) => (statusOf(error) === 400 ? trackingTexts.unknown : errorText(error));

/**
 * The public tracking page (issue #30, decision 083): reads the order behind a link, shows it and reads it again
 * every few seconds, so a stop checked off shows a moment later. A link that is unknown, expired or revoked
 * ends the page with the server's sentence; any other failure keeps what was shown and tries again later.
 */
export const trackingPageMachine = setup({
  types: machineTypes<TrackingPageContext, { type: 'tracking.refresh' }, undefined, 'busy' | 'error'>(),
  actors: { read: injectedCall<PublicTracking>('read') },
  guards: { linkClosed: ({ event }) => isClosed((event as { error?: unknown }).error) },
  actions: {
    keepPage: assign({
      page: ({ event }) => (event as unknown as { output: PublicTracking }).output,
      error: null,
    }),
    keepError: assign({ error: ({ event }) => closedText((event as { error?: unknown }).error) }),
  },
  delays: { poll: trackingPollMs, retry: trackingRetryMs },
}).createMachine({
  id: 'trackingPage',
  context: { page: null, error: null },
  initial: 'reading',
  states: {
    reading: {
      description: 'Reading the order behind the link; what was shown stays meanwhile.',
      tags: ['busy'],
      invoke: {
        id: 'read',
        src: 'read',
        onDone: { target: 'showing', actions: 'keepPage' },
        onError: [
          { guard: 'linkClosed', target: 'closed', actions: 'keepError' },
          { target: 'failed', actions: 'keepError' },
        ],
      },
    },
    showing: {
      description: 'The order shows; it is read again every few seconds, or at once on tracking.refresh.',
      after: { poll: 'reading' },
      on: { 'tracking.refresh': 'reading' },
    },
    failed: {
      description:
        'A read failed for a reason that may pass: the reason shows beside what was shown, and it tries again later.',
      tags: ['error'],
      after: { retry: 'reading' },
      on: { 'tracking.refresh': 'reading' },
    },
    closed: {
      description: 'The link is unknown, expired or revoked: the sentence shows and nothing is read again.',
      tags: ['error'],
      type: 'final',
    },
  },
});
