import { Avatar } from '../avatar/avatar';
import { Chip } from '../chip/chip';
import { Inline } from '../inline/inline';
import * as s from './presence-list.css';

export interface PresentPersonView {
  systemUserId: number;
  name: string;
  editing: boolean;
  /** "Dana Whitaker is editing". */
  label: string;
}

/**
 * Who else is on a record page (issue #28): each person's initials and name, marked when editing. Nothing
 * when nobody else is there. A polite live region, so a screen reader hears who arrives.
 */
export function PresenceList({
  people,
  label = 'Also here',
}: {
  people: readonly PresentPersonView[];
  label?: string;
}) {
  return (
    <Inline as="ul" gap="sm" role="list" aria-label={label} aria-live="polite" className={s.list}>
      {people.map((p) => (
        <li key={p.systemUserId} title={p.label}>
          <Chip tone={p.editing ? 'warning' : 'default'} icon={<Avatar name={p.name} size="sm" decorative />}>
            {p.label}
          </Chip>
        </li>
      ))}
    </Inline>
  );
}
