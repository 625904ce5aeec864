import { useState } from 'react';
import type { LoginRecord, LoginRecordPart } from '#contract/system-login';
import { useRuntime } from '../../../app/runtime-context';
import { useResource } from '../../../app/use-resource';
import { loginKindOrder } from '../shared/login-kinds';
import { findLogin } from './login-form';

export interface LoginsSectionProps {
  systemUserId: number;
  /** The kind the route is about: shown first, and its Add form opened when the user has none. */
  focus: LoginRecordPart | null;
  relatedId: number | null;
  canAdd: boolean;
  canUpdate: boolean;
  canDelete: boolean;
}

/** Wires the user's logins: the list read from the server, and which kinds are held, open to add, or addable. */
export function useLoginsSection({ systemUserId, focus, canAdd }: LoginsSectionProps) {
  const { services } = useRuntime();
  const logins = useResource((signal) => services.systemUsersApi.getLoginsByUserId(systemUserId, signal));
  const records: readonly LoginRecord[] = logins.data ?? [];
  const held = loginKindOrder.filter((kind) => findLogin(records, kind) !== null);
  // Which empty Add forms are open is view state: nothing is saved until the form's own machine saves.
  const [adding, setAdding] = useState<readonly LoginRecordPart[]>(focus && canAdd ? [focus] : []);
  const order = focus ? [focus, ...loginKindOrder.filter((k) => k !== focus)] : loginKindOrder;
  const open = order.filter((kind) => adding.includes(kind) && !held.includes(kind));
  const addable = order.filter((kind) => !held.includes(kind) && !open.includes(kind));
  const changed = () => {
    setAdding([]);
    logins.reload();
  };

  return {
    logins,
    /** The kinds the user holds, in display order. */
    held: order.filter((kind) => held.includes(kind)),
    open,
    addable,
    add: (kind: LoginRecordPart) => setAdding((a) => [...a, kind]),
    cancelAdd: (kind: LoginRecordPart) => setAdding((a) => a.filter((k) => k !== kind)),
    changed,
  };
}
