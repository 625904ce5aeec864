import { shallowEqual, useSelector } from '@xstate/react';
import * as form from '#machines/edit-form/edit-form.selectors';
import { answered } from '../../../app/answered';
import { useRuntime } from '../../../app/runtime-context';
import { useEditForm } from '../../../app/use-edit-form';
import { useOptionSearch } from '../../../app/use-option-search';
import { orderCustomerOptions } from '../shared/option-sources';
import { approveFormSchema } from './request-form';

export interface ApproveCardProps {
  requestId: number;
  who: string;
  email: string;
  /** Why approving must wait, e.g. unsaved corrections. */
  blocked: string | null;
  onApproved: () => void;
}

const selectApproveView = (s: form.EditFormSnapshot) => ({ saving: form.selectIsSaving(s) });

/** Wires Approve: its one-field form, saved by approving, and the order-customer search of its combobox. */
export function useApprove({ requestId, who, email, onApproved }: ApproveCardProps) {
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
  const search = useOptionSearch((request, signal) => orderCustomerOptions(services, request, signal));
  /**
   * Approve asks first, as Decline does (issue #10): it creates a user and mails a link, which cannot be
   * taken back. Without a customer the form's own rule speaks first, so nobody confirms a refusal.
   */
  const submit = async () => {
    const { orderCustomerId, orderCustomerName } = actor.getSnapshot().context.values;
    if (orderCustomerId == null) return actor.send({ type: 'form.save' });
    const accepted = await runtime.confirm({
      title: 'Approve request',
      message: `Approve the access request of ${who} (${email}) for ${String(orderCustomerName ?? 'the chosen customer')}? A user with a customer login is created and a registration link is e-mailed.`,
      confirmText: 'Approve',
    });
    if (accepted) actor.send({ type: 'form.save' });
  };
  return { ...useSelector(actor, selectApproveView, shallowEqual), form: actor, search, submit };
}
