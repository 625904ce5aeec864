import { resourceMachine } from '#machines/resource/resource.machine';
import { check, defineTestKit } from '../test-kit';
import { apiError } from './kit-helpers';

const roles = [{ value: '1', label: 'Dispatcher' }];

export const resourceKit = defineTestKit(resourceMachine, {
  actors: {
    fetch: {
      // null is an aborted call's answer: the data read before stays.
      done: { found: roles, aborted: null },
      error: { forbidden: apiError(403, 'You do not have permission to do this.') },
    },
  },
  expect: {
    loading: (s, run) => {
      check(s.hasTag('busy'), 'the screen shows it is reading');
      check(run.calls.at(-1)?.id === 'fetch', 'it reads');
    },
    ready: (s) => check(s.context.error === null && !s.hasTag('busy'), 'the data shows, with no error'),
    failed: (s) => check(s.hasTag('error') && s.context.error, 'the reason shows'),
  },
});
