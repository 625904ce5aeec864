import type { IdentityType } from '#contract/identity';
import type { Note } from '#contract/note';
import { authStorageKey } from '#machines/session/auth-store';
import { identity, signInResult } from '#machines/testing/auth-fixtures';
import { MemoryStorage } from '../../../testing/memory-storage';

/** Storage holding a sign-in of user 7 as the given identity type, holding `roles` (permission codes). */
export function signedInAs(identityType: IdentityType, roles: readonly number[] = [1]): MemoryStorage {
  const storage = new MemoryStorage();
  storage.setItem(
    authStorageKey,
    JSON.stringify(
      signInResult({ userId: 7, userRoles: [...roles], userIdentityCurrent: identity({ identityType }) }),
    ),
  );
  return storage;
}

/** A note of order 41 at 3:07 pm local time on 5 January 2026 (the server sends each kind's owner id too). */
export const note = (overrides: Partial<Note> = {}): Note & { orderId: number } => ({
  noteId: 1,
  orderId: 41,
  noteContent: 'Called the driver',
  dateAdded: new Date(2026, 0, 5, 15, 7).toISOString(),
  dateModified: null,
  createdByUserId: 7,
  modifiedByUserId: null,
  createdByUserName: 'Dana Driver',
  modifiedByUserName: null,
  createdBy: null,
  ...overrides,
});
