import { useSelector } from '@xstate/react';
import { selectPresent } from '#machines/presence/presence.selectors';
import { PresenceList } from '#ui/components/presence-list/presence-list';
import { usePresence, type PresenceActor } from './presence';

/** Who else is on the record the page shows (decision 080); nothing while the live desk is off. */
export function PresenceChips({ record }: { record: { type: string; id: number } }) {
  const actor = usePresence(record);
  return actor ? <Present actor={actor} /> : null;
}

function Present({ actor }: { actor: PresenceActor }) {
  const people = useSelector(actor, selectPresent, (a, b) => JSON.stringify(a) === JSON.stringify(b));
  return people.length ? <PresenceList people={people} /> : null;
}
