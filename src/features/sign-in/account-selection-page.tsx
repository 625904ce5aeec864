import { useActorRef, useSelector } from '@xstate/react';
import type { SignInResult } from '../../../api/contract/identity';
import type { LoginToAccountInput } from '../../../machines/sign-in/sign-in.helpers';
import {
  accountSelectionMachine,
  type AccountProfile,
} from '../../../machines/account-selection/account-selection.machine';
import * as select from '../../../machines/account-selection/account-selection.selectors';
import { AlertBanner } from '../../../ui/components/alert-banner/alert-banner';
import { Button } from '../../../ui/components/button/button';
import { Checkbox } from '../../../ui/components/checkbox/checkbox';
import { Chip } from '../../../ui/components/chip/chip';
import { CollapsibleSection } from '../../../ui/components/collapsible-section/collapsible-section';
import { RadioGroup } from '../../../ui/components/radio-group/radio-group';
import { Spinner } from '../../../ui/components/spinner/spinner';
import { useRuntime } from '../../app/runtime-context';
import * as s from './account-selection-page.css';
import { fromCall } from '../../app/from-call';
import type { PageProps } from './page-props';
import * as f from './sign-in-form.css';
import { SignInLayout } from './sign-in-layout';
import { useQuery } from './use-query';

/** /login/account-selection (spec 1 §2): pick which of the login's identities to enter. */
export function AccountSelectionPage(_props: PageProps) {
  const runtime = useRuntime();
  const { authApi, authStore, systemUsersApi } = runtime.services;
  const query = useQuery();
  const actor = useActorRef(
    accountSelectionMachine.provide({
      actions: {
        navigate: (_, { to }) => runtime.navigate(to),
        storeAuth: (_, { auth }) => runtime.storeAuth(auth),
        logError: (_, { error }) => console.error('Account selection: login to account failed', error),
        goBack: () => (history.length > 1 ? history.back() : runtime.navigate('/login')),
      },
      actors: {
        fetchProfile: fromCall<AccountProfile | null>(async ({ signal }) => {
          const me = await systemUsersApi.getMe(signal);
          return me && { isActive: me.isActive, systemRoles: me.systemRoles ?? null };
        }),
        loginToAccount: fromCall<SignInResult | null, LoginToAccountInput>(({ input, signal }) =>
          authApi.loginToAccount(input.identity, signal),
        ),
      },
    }),
    { input: { auth: authStore.read(), returnUrl: query.get('returnUrl') }, inspect: runtime.inspect },
  );

  const greeting = useSelector(actor, select.selectGreeting);
  const loading = useSelector(actor, select.selectIsLoadingProfile);
  const showList = useSelector(actor, select.selectShowList);
  const options = useSelector(actor, select.selectOptions);
  const selectedHash = useSelector(actor, select.selectSelectedHash);
  const editable = useSelector(actor, select.selectIsEditable);
  const showAdvanced = useSelector(actor, select.selectShowAdvanced);
  const advancedOpen = useSelector(actor, select.selectAdvancedOpen);
  const applyRolePermissions = useSelector(actor, select.selectApplyRolePermissions);
  const roles = useSelector(actor, select.selectRoleChips);
  const submitting = useSelector(actor, select.selectIsSubmitting);
  const canContinue = useSelector(actor, select.selectCanContinue);
  const canCancel = useSelector(actor, select.selectCanCancel);
  const error = useSelector(actor, select.selectError);
  const texts = select.accountSelectionTexts;

  return (
    <SignInLayout title={greeting}>
      <div className={f.form}>
        <AlertBanner
          type="error"
          open={error !== null}
          onDismiss={() => actor.send({ type: 'banner.dismiss' })}
          marginBottom={0}
        >
          {error}
        </AlertBanner>
        <p className={f.text}>{texts.intro}</p>
        {loading ? (
          <Spinner size="lg" block label="Loading your accounts" />
        ) : (
          showList && (
            <RadioGroup
              label={texts.prompt}
              name="identity"
              value={selectedHash}
              disabled={!editable}
              options={options.map((o) => ({ value: o.hash, label: o.label, disabled: o.disabled }))}
              onValueChange={(hash) => actor.send({ type: 'selection.changed', hash })}
            />
          )
        )}
        {showAdvanced && (
          <CollapsibleSection
            title={texts.advancedOptions}
            open={advancedOpen}
            onOpenChange={() => actor.send({ type: 'advanced.toggle' })}
          >
            <div className={s.advanced}>
              <Checkbox
                label={texts.applyRolePermissions}
                description={texts.applyRolePermissionsHint}
                checked={applyRolePermissions}
                disabled={!editable}
                onCheckedChange={(checked) => actor.send({ type: 'rolePermissions.changed', checked })}
              />
              <ul className={s.roles} aria-label="Roles">
                {roles.map((role) => (
                  <li key={role}>
                    <Chip>{role}</Chip>
                  </li>
                ))}
              </ul>
            </div>
          </CollapsibleSection>
        )}
        <div className={s.actions}>
          <Button
            variant="secondary"
            disabled={!canCancel}
            onClick={() => actor.send({ type: 'selection.cancel' })}
          >
            Cancel
          </Button>
          <Button
            variant="primary"
            loading={submitting}
            disabled={!canContinue}
            onClick={() => actor.send({ type: 'selection.continue' })}
          >
            Continue
          </Button>
        </div>
      </div>
    </SignInLayout>
  );
}
