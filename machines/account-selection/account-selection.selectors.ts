import type { SnapshotFrom } from 'xstate';
import type { SignInResult } from '#contract/identity';
import {
  identityOptions,
  isListShown,
  systemRoleNames,
  welcomeName,
  type AccountProfile,
  type accountSelectionMachine,
  type IdentityOption,
} from './account-selection.machine';

export type AccountSelectionSnapshot = SnapshotFrom<typeof accountSelectionMachine>;

export const accountSelectionTexts = {
  intro: 'Your login is associated with multiple accounts.',
  prompt: 'Please select the account you wish to use:',
  advancedOptions: 'Advanced Options',
  applyRolePermissions: 'Apply role permissions',
  applyRolePermissionsHint:
    'If checked, the permissions from the following roles will be applied to your session.',
} as const;

/** Spinner while the profile loads; loading state on Continue while the account is entered. */
export const selectIsBusy = (s: AccountSelectionSnapshot) => s.hasTag('busy');
export const selectIsLoadingProfile = (s: AccountSelectionSnapshot) => s.matches('loadingProfile');
export const selectIsSubmitting = (s: AccountSelectionSnapshot) =>
  s.matches('submitting') || s.matches('done');
export const selectIsEditable = (s: AccountSelectionSnapshot) => s.hasTag('editable');
export const selectCanContinue = (s: AccountSelectionSnapshot) => s.can({ type: 'selection.continue' });
export const selectCanCancel = (s: AccountSelectionSnapshot) => s.can({ type: 'selection.cancel' });

export const selectGreeting = (s: AccountSelectionSnapshot) => `Welcome, ${welcomeName(s.context.auth)}.`;
/** The radio list is shown unless the profile's isActive is explicitly false. */
export const selectShowList = (s: AccountSelectionSnapshot) => isListShown(s.context.profile);

/** Same inputs give the same array, so `useSelector` re-renders only when the list really changes. */
const memo = <K extends object, V>(compute: (key: K) => V) => {
  const cache = new WeakMap<K, V>();
  return (key: K | null, fallback: V): V => {
    if (key === null) return fallback;
    if (!cache.has(key)) cache.set(key, compute(key));
    return cache.get(key)!;
  };
};
const noOptions: IdentityOption[] = [];
const noRoles: string[] = [];
const optionsOf = memo<SignInResult, IdentityOption[]>(identityOptions);
const rolesOf = memo<AccountProfile, string[]>(systemRoleNames);

export const selectOptions = (s: AccountSelectionSnapshot) => optionsOf(s.context.auth, noOptions);
export const selectSelectedHash = (s: AccountSelectionSnapshot) => s.context.selectedHash;

/** 'Advanced Options' appears only when the profile lists system roles. */
export const selectShowAdvanced = (s: AccountSelectionSnapshot) => selectRoleChips(s).length > 0;
export const selectAdvancedOpen = (s: AccountSelectionSnapshot) => s.context.advancedOpen;
export const selectApplyRolePermissions = (s: AccountSelectionSnapshot) => s.context.applyRolePermissions;
export const selectRoleChips = (s: AccountSelectionSnapshot) => rolesOf(s.context.profile, noRoles);

/** The dismissible error alert after a failed Continue. */
export const selectError = (s: AccountSelectionSnapshot) =>
  s.matches({ choosing: 'failure' }) ? s.context.error : null;
