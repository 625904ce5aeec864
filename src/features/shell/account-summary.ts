import type { SignInResult } from '#contract/identity';
import { clientVersion } from '#contract/messages';
import { formatUsDate } from '../../shared/format/us-date';

/** The person's name for the avatar: the full name, else the login. */
export const userDisplayName = (auth: SignInResult | null): string =>
  auth?.fullName || auth?.userName || auth?.userLogin || '';

/** 'Dana Driver (Harbor Foods)' for customer and carrier identities, the identity name alone otherwise. */

/** How many accounts 'Switch Account' offers, or null when there is nothing to switch to. */
export const switchableAccountCount = (auth: SignInResult | null): number | null => {
  const count = auth?.userIdentities?.length ?? 0;
  return count > 1 ? count : null;
};

export const versionText = (buildDate: string): string => `v${clientVersion} (${formatUsDate(buildDate)})`;

export const accountSelectionPath = (currentPathWithSearch: string): string =>
  `/login/account-selection?returnUrl=${encodeURIComponent(currentPathWithSearch)}`;
