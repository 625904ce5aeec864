import type { PresentPerson } from '#contract/live-presence';
import { presenceMachine, type AnnounceInput } from '#machines/presence/presence.machine';
import { check, defineTestKit } from '../test-kit';
import { apiError, lastCallInput } from './kit-helpers';

const dana: PresentPerson = { systemUserId: 2, name: 'Dana Whitaker', initials: 'DW', editing: true };

export const presenceKit = defineTestKit(presenceMachine, {
  input: { record: { type: 'load', id: 12 } },
  events: {
    'presence.editing': [
      { type: 'presence.editing', editing: true },
      { type: 'presence.editing', editing: false },
    ],
    'presence.changed': [{ type: 'presence.changed' }],
    'presence.leave': [{ type: 'presence.leave' }],
  },
  actors: {
    announce: { done: { dana: [dana], nobody: [] }, error: { offline: apiError(0, 'Unknown server error') } },
  },
  abstract: (s) => ({ value: s.value, editing: s.context.editing, present: s.context.present.length }),
  expect: {
    announcing: (s, run) =>
      check(
        lastCallInput<AnnounceInput>(run, 'announce')?.editing === s.context.editing,
        'the server is told whether this person is editing',
      ),
  },
});
