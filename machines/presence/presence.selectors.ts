import type { SnapshotFrom } from 'xstate';
import type { PresentPerson } from '#contract/live-presence';
import type { presenceMachine } from './presence.machine';

export type PresenceSnapshot = SnapshotFrom<typeof presenceMachine>;

/** The chips' text of one person: "Dana Whitaker is editing" or "Dana Whitaker is viewing". */
export const presenceLabel = (person: PresentPerson) =>
  `${person.name} is ${person.editing ? 'editing' : 'viewing'}`;

/** The others on the record, editors first (who edits matters most), each with its label. */
export const selectPresent = (s: PresenceSnapshot) =>
  [...s.context.present]
    .sort((a, b) => Number(b.editing) - Number(a.editing) || a.name.localeCompare(b.name))
    .map((person) => ({ ...person, label: presenceLabel(person) }));
