import { useSelector } from '@xstate/react';
import * as form from '../../../../machines/edit-form/edit-form.selectors';
import { Card } from '../../../../ui/components/card/card';
import { EditField } from '../../../../ui/components/edit-field/edit-field';
import { useRuntime } from '../../../app/runtime-context';
import { FormButtons } from '../shared/form-buttons';
import { FormNotices } from '../../../shared/forms/form-notices';
import * as s from '../shared/form-layout.css';
import { orderCustomerOptions } from '../shared/option-sources';
import { useEditForm } from '../../../app/use-edit-form';
import { useFormField } from '../../../app/use-form-field';
import { useOptionSearch } from '../../../app/use-option-search';
import { answered } from '../../../app/answered';
import { approveFormSchema } from './request-form';

export interface ApproveCardProps {
  requestId: number;
  who: string;
  email: string;
  /** Why approving must wait, e.g. unsaved corrections. */
  blocked: string | null;
  onApproved: () => void;
}

/**
 * Approve (spec README, "who reviews access requests"): the order customer the new customer login acts
 * for; the server creates the user and the login and e-mails the registration link.
 */
export function ApproveCard({ requestId, who, email, blocked, onApproved }: ApproveCardProps) {
  const runtime = useRuntime();
  const { services } = runtime;
  const actor = useEditForm({
    input: { values: { orderCustomerId: null, orderCustomerName: null }, schema: approveFormSchema },
    save: async ({ values }, signal) => {
      answered(
        await services.accessRequestsApi.approve(
          requestId,
          { orderCustomerId: Number(values.orderCustomerId) },
          signal,
        ),
      );
      return values;
    },
    onSaved: () => {
      runtime.showSnackbar({
        text: `Access approved for ${who}: a registration link was e-mailed to ${email}`,
        severity: 'success',
      });
      onApproved();
    },
  });
  const id = useFormField<number | null>(actor, 'orderCustomerId');
  const name = useFormField<string | null>(actor, 'orderCustomerName');
  const search = useOptionSearch((request, signal) => orderCustomerOptions(services, request, signal));
  const saving = useSelector(actor, form.selectIsSaving);
  return (
    <Card title="Approve">
      <form
        className={s.form}
        noValidate
        aria-label="Approve"
        onSubmit={(e) => {
          e.preventDefault();
          if (!blocked) actor.send({ type: 'form.save' });
        }}
      >
        <p className={s.hint}>
          Approving creates the user with a customer login for the chosen customer and e-mails a link to
          complete the registration.
        </p>
        <FormNotices form={actor} />
        <EditField
          type="combobox"
          label="Customer"
          required
          value={id.value ? String(id.value) : ''}
          valueLabel={name.value ?? undefined}
          onChange={(value, option) => {
            id.onChange(value ? Number(value) : null);
            name.onChange(option?.label ?? null);
          }}
          {...search}
          placeholder="Search customers"
          error={id.error}
          disabled={id.disabled || saving}
          helperText={blocked ?? undefined}
        />
        <FormButtons actor={actor} saveLabel="Approve" />
      </form>
    </Card>
  );
}
