import { AccountSelectionView } from './account-selection-view';
import type { PageProps } from './page-props';
import { useAccountSelection } from './use-account-selection';

/** /login/account-selection (spec 1 §2): pick which of the login's identities to enter. */
export function AccountSelectionPage(_props: PageProps) {
  return <AccountSelectionView {...useAccountSelection()} />;
}
