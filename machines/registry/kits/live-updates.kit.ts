import {
  liveUpdatesMachine,
  retryDelayMs,
  type LiveMessage,
  type StreamInput,
} from '#machines/live-updates/live-updates.machine';
import { check, defineTestKit } from '../test-kit';
import { lastCallInput, lastParams } from './kit-helpers';

const changed: LiveMessage = { id: '41', kind: 'order.changed', data: { recordType: 'order', recordId: 7 } };

export const liveUpdatesKit = defineTestKit(liveUpdatesMachine, {
  // The stream's reports are sample events here; the kit's stand-in for openStream records each opening.
  input: { lastEventId: null },
  scenarios: { afterReload: { lastEventId: '40' } },
  events: {
    'stream.message': [{ type: 'stream.message', message: changed }],
    'stream.resync': [{ type: 'stream.resync', id: '90' }],
    'stream.presence': [{ type: 'stream.presence', record: { type: 'load', id: 12 } }],
    'stream.failed': [
      { type: 'stream.failed', status: 503 },
      { type: 'stream.failed', status: 429 },
      { type: 'stream.failed', status: 401 },
    ],
  },
  // Failures in a row only matter up to the longest wait; the ids seen are the samples'.
  abstract: (s) => ({
    value: s.value,
    lastEventId: s.context.lastEventId,
    wait: retryDelayMs(s.context),
    lastStatus: s.context.lastStatus,
  }),
  expect: {
    'connected.opening': (s, run) => {
      const input = lastCallInput<StreamInput>(run, 'stream');
      check(input?.lastEventId === s.context.lastEventId, 'the stream resumes after the last event seen');
    },
    'connected.live': (s) => check(s.context.attempt === 0, 'an open stream clears the failures'),
    waiting: (s) => check(s.context.attempt > 0, 'a wait follows a failure'),
    ended: (s) =>
      check(s.context.lastStatus === 401 || s.context.lastStatus === 403, 'only a refused session ends'),
    '': (s, run) => {
      const delivered = lastParams<LiveMessage>(run, 'deliver');
      check(!delivered || s.context.lastEventId !== null, 'an event handed on is remembered');
    },
  },
  reviveInput: (recorded) => recorded as { lastEventId: string | null },
});
