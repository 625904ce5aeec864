import { accountSelectionTexts as texts } from '#machines/account-selection/account-selection.selectors';
import { Button } from '#ui/components/button/button';
import { Checkbox } from '#ui/components/checkbox/checkbox';
import { Chip } from '#ui/components/chip/chip';
import { CollapsibleSection } from '#ui/components/collapsible-section/collapsible-section';
import { Inline } from '#ui/components/inline/inline';
import { RadioGroup } from '#ui/components/radio-group/radio-group';
import { Spinner } from '#ui/components/spinner/spinner';
import { FormBanner } from './form-banner';
import { Stack } from '#ui/components/stack/stack';
import * as f from './sign-in-form.css';
import { SignInLayout } from './sign-in-layout';
import type { AccountSelectionViewProps } from './use-account-selection';

/** The identity list, the advanced options (role permissions) and Cancel / Continue. */
export function AccountSelectionView(props: AccountSelectionViewProps) {
  const { send, greeting, loading, showList, options, selectedHash, editable, error } = props;
  const { showAdvanced, advancedOpen, applyRolePermissions, roles, submitting, canContinue, canCancel } =
    props;

  return (
    <SignInLayout title={greeting}>
      <Stack gap="lg">
        <FormBanner type="error" text={error} onDismiss={() => send({ type: 'banner.dismiss' })} />
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
              onValueChange={(hash) => send({ type: 'selection.changed', hash })}
            />
          )
        )}
        {showAdvanced && (
          <CollapsibleSection
            title={texts.advancedOptions}
            open={advancedOpen}
            onOpenChange={() => send({ type: 'advanced.toggle' })}
          >
            <Stack gap="md">
              <Checkbox
                label={texts.applyRolePermissions}
                description={texts.applyRolePermissionsHint}
                checked={applyRolePermissions}
                disabled={!editable}
                onCheckedChange={(checked) => send({ type: 'rolePermissions.changed', checked })}
              />
              <Inline as="ul" gap="xs" aria-label="Roles">
                {roles.map((role) => (
                  <li key={role}>
                    <Chip>{role}</Chip>
                  </li>
                ))}
              </Inline>
            </Stack>
          </CollapsibleSection>
        )}
        <Inline gap="sm" align="end" wrap={false} marginTop="sm">
          <Button
            variant="secondary"
            disabled={!canCancel}
            onClick={() => send({ type: 'selection.cancel' })}
          >
            Cancel
          </Button>
          <Button
            variant="primary"
            loading={submitting}
            disabled={!canContinue}
            onClick={() => send({ type: 'selection.continue' })}
          >
            Continue
          </Button>
        </Inline>
      </Stack>
    </SignInLayout>
  );
}
