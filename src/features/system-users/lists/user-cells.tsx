import type { SystemUserListItem } from '#contract/system-user';
import { Chip } from '#ui/components/chip/chip';
import { StatusChip } from '#ui/components/status-chip/status-chip';
import { loginKindLabel, loginsOfUser } from '../shared/login-kinds';
import * as s from './user-cells.css';

/** One chip per login the user holds; an inactive login is outlined and says so. */
export function LoginChips({ user }: { user: SystemUserListItem }) {
  return (
    <span className={s.chips}>
      {loginsOfUser(user).map(({ kind, isActive }) => (
        <Chip key={kind} size="sm" tone={isActive ? 'accent' : 'default'} outlined={!isActive}>
          {isActive ? loginKindLabel[kind] : `${loginKindLabel[kind]} (inactive)`}
        </Chip>
      ))}
    </span>
  );
}

export const loginsText = (user: SystemUserListItem) =>
  loginsOfUser(user)
    .map(({ kind }) => loginKindLabel[kind])
    .join(', ');

export const rolesText = (user: SystemUserListItem) => (user.systemRoles ?? []).map((r) => r.name).join(', ');

export function ActiveChip({ active }: { active: boolean }) {
  return <StatusChip size="sm" tone={active ? 'done' : 'neutral'} label={active ? 'Active' : 'Inactive'} />;
}
