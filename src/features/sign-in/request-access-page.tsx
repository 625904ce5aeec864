import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { Link } from 'wouter';
import { additionalInfoMaxLength, type AccessRequestCreate } from '../../../api/contract/access-request';
import { usStates50 } from '../../../api/contract/geography';
import {
  requestAccessMachine,
  type AccessRequestField,
} from '../../../machines/request-access/request-access.machine';
import * as select from '../../../machines/request-access/request-access.selectors';
import { AlertBanner } from '../../../ui/components/alert-banner/alert-banner';
import { Button } from '../../../ui/components/button/button';
import { textLinkClass } from '../../../ui/components/link-button/link-button';
import { SelectField } from '../../../ui/components/select-field/select-field';
import { TextField } from '../../../ui/components/text-field/text-field';
import { useRuntime } from '../../app/runtime-context';
import { fromCall } from '../../app/from-call';
import type { PageProps } from './page-props';
import { formatUsPhone } from './phone-mask';
import * as s from './request-access-page.css';
import * as f from './sign-in-form.css';
import { SignInLayout } from './sign-in-layout';
import { useQuery } from './use-query';

/** The pick list shows full names and submits the two-letter code the contract requires. */
const stateOptions = usStates50.map((st) => ({ value: st.code, label: st.name }));

/** /login/request-access (spec 1 §2): a new customer asks for a login; staff review it. */
export function RequestAccessPage(_props: PageProps) {
  const runtime = useRuntime();
  const { accessRequestsApi } = runtime.services;
  const query = useQuery();
  const actor = useActorRef(
    requestAccessMachine.provide({
      actions: { navigate: (_, { to }) => runtime.navigate(to) },
      actors: {
        submitRequest: fromCall<unknown, AccessRequestCreate>(({ input, signal }) =>
          accessRequestsApi.create(input, signal),
        ),
      },
    }),
    { input: { email: query.get('email') }, inspect: runtime.inspect },
  );

  const values = useSelector(actor, select.selectValues);
  const errors = useSelector(actor, select.selectErrors, shallowEqual);
  const editable = useSelector(actor, select.selectIsEditable);
  const submitting = useSelector(actor, select.selectIsSubmitting);
  const canSubmit = useSelector(actor, select.selectCanSubmit);
  const error = useSelector(actor, select.selectError);
  const success = useSelector(actor, select.selectSuccessMessage);

  const change = (field: AccessRequestField) => (value: string) =>
    actor.send({ type: 'field.changed', field, value });
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    actor.send({ type: 'form.submit' });
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
        <AlertBanner
          type="error"
          open={error !== null}
          onDismiss={() => actor.send({ type: 'banner.dismiss' })}
          marginBottom={0}
        >
          {error}
        </AlertBanner>
        <AlertBanner type="success" open={success !== null} marginBottom={0}>
          {success}
        </AlertBanner>
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
        <div className={f.actions}>
          <Link href="/login" className={textLinkClass({ tone: 'muted' })}>
            Back
          </Link>
          <Button type="submit" variant="primary" loading={submitting} disabled={!canSubmit}>
            Request Access
          </Button>
        </div>
      </form>
    </SignInLayout>
  );
}
