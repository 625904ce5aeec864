import { assign, setup } from 'xstate';
import { errorText, isNotFoundError } from '../shared/error-text';
import { injectedCall, machineTypes } from '../shared/injected';

/**
 * Something a screen reads and may read again (the Requests badge count, the role choices, a user's
 * logins): loading, then ready with the data or failed with the reason; 'resource.reload' reads it anew
 * and keeps showing the old data meanwhile. An answer of null (an aborted call) keeps the old data.
 * A failure answered 404 is kept as `notFound`: the record is missing, or not the caller's to see.
 */
export const resourceMachine = setup({
  types: machineTypes<
    { data: unknown; error: string | null; notFound: boolean },
    { type: 'resource.reload' },
    undefined,
    'busy' | 'error'
  >(),
  actors: {
    fetch: injectedCall<unknown>('fetch'),
  },
}).createMachine({
  id: 'resource',
  context: { data: null, error: null, notFound: false },
  initial: 'loading',
  on: { 'resource.reload': { target: '.loading', reenter: true } },
  states: {
    loading: {
      description: 'Reading the data; on a reload the old data keeps showing meanwhile.',
      tags: ['busy'],
      invoke: {
        id: 'fetch',
        src: 'fetch',
        onDone: {
          target: 'ready',
          actions: assign({
            data: ({ context, event }) => event.output ?? context.data,
            error: null,
            notFound: false,
          }),
        },
        onError: {
          target: 'failed',
          actions: assign({
            error: ({ event }) => errorText(event.error),
            notFound: ({ event }) => isNotFoundError(event.error),
          }),
        },
      },
    },
    ready: { description: 'The data is there; resource.reload reads it anew.' },
    failed: {
      description: 'The read failed; the reason shows, and resource.reload tries again.',
      tags: ['error'],
    },
  },
});
