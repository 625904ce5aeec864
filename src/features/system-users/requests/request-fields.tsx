import { additionalInfoMaxLength } from '#contract/access-request';
import { usStates50 } from '#contract/geography';
import { EditField } from '#ui/components/edit-field/edit-field';
import { formatUsPhone } from '../../../shared/format/phone-mask';
import type { EditFormActor } from '../../../app/use-edit-form';
import * as s from '../shared/form-layout.css';
import { useTextField } from '../../../app/use-form-field';

const stateOptions = usStates50.map((st) => ({ value: st.code, label: st.name }));

/** The request as the person filed it, correctable by the reviewer before approving. */
function useLockedField(actor: EditFormActor, name: string, readOnly: boolean, emptyAs: string | null = '') {
  const f = useTextField(actor, name, { emptyAs });
  return { ...f, disabled: f.disabled || readOnly };
}

export function RequestFields({ actor, readOnly }: { actor: EditFormActor; readOnly: boolean }) {
  const firstName = useLockedField(actor, 'firstName', readOnly);
  const lastname = useLockedField(actor, 'lastname', readOnly);
  const companyName = useLockedField(actor, 'companyName', readOnly);
  const email = useLockedField(actor, 'emailAddress', readOnly);
  const phone = useLockedField(actor, 'phone', readOnly, null);
  const city = useLockedField(actor, 'city', readOnly);
  const state = useLockedField(actor, 'state', readOnly);
  const info = useLockedField(actor, 'additionalInfo', readOnly, null);
  return (
    <div className={s.grid}>
      <EditField type="text" label="First Name" required {...firstName} />
      <EditField type="text" label="Last Name" required {...lastname} />
      <EditField type="text" label="Company Name" required {...companyName} />
      <EditField type="email" label="Email" required autoComplete="off" {...email} />
      <EditField type="phone" label="Phone" format={formatUsPhone} autoComplete="off" {...phone} />
      <EditField type="text" label="Company City" required {...city} />
      <EditField type="select" label="State" required options={stateOptions} {...state} />
      <EditField
        type="textarea"
        label="Additional Information"
        rows={3}
        counter={additionalInfoMaxLength}
        {...info}
      />
    </div>
  );
}
