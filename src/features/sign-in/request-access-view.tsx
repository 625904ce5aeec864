import type { FormEvent } from 'react';
import { Link } from 'wouter';
import { additionalInfoMaxLength } from '#contract/access-request';
import { usStates50 } from '#contract/geography';
import type { AccessRequestField } from '#machines/request-access/request-access.machine';
import { Button } from '#ui/components/button/button';
import { textLinkClass } from '#ui/components/link-button/link-button';
import { SelectField } from '#ui/components/select-field/select-field';
import { TextField } from '#ui/components/text-field/text-field';
import { formatUsPhone } from '../../shared/format/phone-mask';
import * as s from './request-access-page.css';
import { FormBanner } from './form-banner';
import { Inline } from '#ui/components/inline/inline';
import * as f from './sign-in-form.css';
import { SignInLayout } from './sign-in-layout';
import type { RequestAccessViewProps } from './use-request-access';

/** The pick list shows full names and submits the two-letter code the contract requires. */
const stateOptions = usStates50.map((st) => ({ value: st.code, label: st.name }));

/** The request form: the fields of spec 1 §2, the result banners, Back and Request Access. */
export function RequestAccessView(props: RequestAccessViewProps) {
  const { send, values, errors, editable, submitting, canSubmit, error, success } = props;
  const change = (field: AccessRequestField) => (value: string) =>
    send({ type: 'field.changed', field, value });
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    send({ type: 'form.submit' });
  };
  const common = (field: AccessRequestField) => ({
    name: field,
    value: values[field],
    error: errors[field],
    disabled: !editable,
    onChange: change(field),
  });

  return (
    <SignInLayout title="Request Access" width={550}>
      <form className={f.form} onSubmit={onSubmit} noValidate aria-busy={submitting || undefined}>
        <FormBanner type="error" text={error} onDismiss={() => send({ type: 'banner.dismiss' })} />
        <FormBanner type="success" text={success} />
        <div className={s.pair}>
          <TextField label="First Name" required autoComplete="given-name" {...common('firstName')} />
          <TextField label="Last Name" required autoComplete="family-name" {...common('lastname')} />
        </div>
        <TextField label="Company Name" required autoComplete="organization" {...common('companyName')} />
        <TextField
          label="Email"
          type="email"
          required
          autoComplete="email"
          inputMode="email"
          {...common('emailAddress')}
        />
        <TextField
          label="Phone"
          type="tel"
          autoComplete="tel-national"
          inputMode="tel"
          placeholder="+1 (###) ###-#### ext. ###"
          format={formatUsPhone}
          {...common('phone')}
        />
        <div className={s.pair}>
          <TextField label="Company City" required autoComplete="address-level2" {...common('city')} />
          <SelectField
            label="State"
            required
            autoComplete="address-level1"
            placeholder="Select a state"
            options={stateOptions}
            {...common('state')}
          />
        </div>
        <TextField
          label="Additional Information"
          multiline
          rows={3}
          counter={additionalInfoMaxLength}
          maxLength={additionalInfoMaxLength}
          {...common('additionalInfo')}
        />
        <Inline gap="md" align="space-between" alignY="center" wrap={false} marginTop="sm">
          <Link href="/login" className={textLinkClass({ tone: 'muted' })}>
            Back
          </Link>
          <Button type="submit" variant="primary" loading={submitting} disabled={!canSubmit}>
            Request Access
          </Button>
        </Inline>
      </form>
    </SignInLayout>
  );
}
