import type { SignInResult } from '#contract/identity';
import {
  accountSelectionMachine,
  type AccountProfile,
  type AccountSelectionEvent,
} from '#machines/account-selection/account-selection.machine';
import * as select from '#machines/account-selection/account-selection.selectors';
import type { LoginToAccountInput } from '#machines/sign-in/sign-in.helpers';
import { fromCall } from '../../app/from-call';
import { sessionActions, usePageMachine, type PageMachineView } from './use-page-machine';

/** What the account-selection view shows, read in one selector (the lists are memoised there). */
const selectAccountSelectionView = (s: select.AccountSelectionSnapshot) => ({
  greeting: select.selectGreeting(s),
  loading: select.selectIsLoadingProfile(s),
  showList: select.selectShowList(s),
  options: select.selectOptions(s),
  selectedHash: select.selectSelectedHash(s),
  editable: select.selectIsEditable(s),
  showAdvanced: select.selectShowAdvanced(s),
  advancedOpen: select.selectAdvancedOpen(s),
  applyRolePermissions: select.selectApplyRolePermissions(s),
  roles: select.selectRoleChips(s),
  submitting: select.selectIsSubmitting(s),
  canContinue: select.selectCanContinue(s),
  canCancel: select.selectCanCancel(s),
  error: select.selectError(s),
});

export type AccountSelectionViewProps = PageMachineView<
  typeof selectAccountSelectionView,
  AccountSelectionEvent
>;

/** Binds the account-selection machine to the stored sign-in, the APIs, history and the query's returnUrl. */
export function useAccountSelection(): AccountSelectionViewProps {
  return usePageMachine(
    (runtime, query) => ({
      machine: accountSelectionMachine.provide({
        actions: {
          ...sessionActions(runtime),
          logError: (_, { error }) => console.error('Account selection: login to account failed', error),
          goBack: () => (history.length > 1 ? history.back() : runtime.navigate('/login')),
        },
        actors: {
          fetchProfile: fromCall<AccountProfile | null>(async ({ signal }) => {
            const me = await runtime.services.systemUsersApi.getMe(signal);
            return me && { isActive: me.isActive, systemRoles: me.systemRoles ?? null };
          }),
          loginToAccount: fromCall<SignInResult | null, LoginToAccountInput>(({ input, signal }) =>
            runtime.services.authApi.loginToAccount(input.identity, signal),
          ),
        },
      }),
      input: { auth: runtime.services.authStore.read(), returnUrl: query.get('returnUrl') },
    }),
    selectAccountSelectionView,
  );
}
