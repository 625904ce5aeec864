import { Card } from '#ui/components/card/card';
import { EditField } from '#ui/components/edit-field/edit-field';
import { FormButtons } from '../../../shared/forms/form-buttons';
import { FormNotices } from '../../../shared/forms/form-notices';
import * as s from '../shared/form-layout.css';
import { usePickedField } from '../../../app/use-form-field';
import { useApprove, type ApproveCardProps } from './use-approve';

/**
 * Approve (spec README, "who reviews access requests"): the order customer the new customer login acts
 * for; the server creates the user and the login and e-mails the registration link.
 */
export function ApproveCard(props: ApproveCardProps) {
  return <ApproveView {...props} {...useApprove(props)} />;
}

function ApproveView({
  blocked,
  form: actor,
  saving,
  search,
  submit,
}: ApproveCardProps & ReturnType<typeof useApprove>) {
  const picked = usePickedField(actor, 'orderCustomerId', 'orderCustomerName');
  return (
    <Card title="Approve">
      <form
        className={s.form}
        noValidate
        aria-label="Approve"
        onSubmit={(e) => {
          e.preventDefault();
          if (!blocked) void submit();
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
          {...picked}
          {...search}
          placeholder="Search customers"
          disabled={picked.disabled || saving}
          helperText={blocked ?? undefined}
        />
        <FormButtons actor={actor} saveLabel="Approve" noResetWhenCreating />
      </form>
    </Card>
  );
}
