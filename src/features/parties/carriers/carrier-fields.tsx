import { usStates } from '#contract/geography';
import { DateField } from '#ui/components/date-field/date-field';
import { EditField } from '#ui/components/edit-field/edit-field';
import type { EditFormActor } from '../../../app/use-edit-form';
import { useFormField, useTextField } from '../../../app/use-form-field';
import { useDayField } from '../../../shared/forms/use-day-field';
import { AddressFields } from '../../../shared/parties/address-fields';
import * as s from '../../../shared/parties/party-form.css';

const addressNames = {
  address: 'address',
  address2: 'address2',
  city: 'city',
  zipCode: 'zipCode',
  state: 'refCountryStateId',
  country: 'refCountryId',
};
const zoneOptions = usStates.map((st) => ({ value: String(st.id), label: st.name }));

/** The insurance block: exempt, provider, contact, cargo coverage and expiry. */
function InsuranceFields({ actor, readOnly }: { actor: EditFormActor; readOnly: boolean }) {
  const exempt = useFormField<boolean>(actor, 'insuranceExempt');
  const provider = useTextField(actor, 'insuranceProvider');
  const contact = useTextField(actor, 'insuranceProviderContact');
  const coverage = useFormField<number | null>(actor, 'insuranceCargoCoverage');
  const expires = useDayField(actor, 'insuranceExpirationDate');
  return (
    <fieldset className={s.grid}>
      <legend>Insurance</legend>
      <EditField
        type="checkbox"
        label="Insurance Exempt"
        value={exempt.value === true}
        onChange={exempt.onChange}
        disabled={exempt.disabled || readOnly}
      />
      <EditField type="text" label="Insurance Provider" maxLength={200} {...provider} readOnly={readOnly} />
      <EditField type="text" label="Provider Contact" maxLength={200} {...contact} readOnly={readOnly} />
      <EditField
        type="number"
        label="Cargo Coverage ($)"
        min={0}
        value={coverage.value ?? null}
        onChange={coverage.onChange}
        error={coverage.error}
        disabled={coverage.disabled}
        readOnly={readOnly}
      />
      <DateField label="Insurance Expires" {...expires} readOnly={readOnly} />
    </fieldset>
  );
}

/** The carrier form: name, US DOT and MC numbers, operating zones, address, note and the insurance block. */
export function CarrierFields({ actor, readOnly }: { actor: EditFormActor; readOnly: boolean }) {
  const name = useTextField(actor, 'name', { emptyAs: '' });
  const usDot = useTextField(actor, 'usDotNumber');
  const mc = useTextField(actor, 'mcNumber');
  const note = useTextField(actor, 'note');
  const zones = useFormField<number[]>(actor, 'operatingZonesIds');
  return (
    <div className={s.form}>
      <div className={s.grid}>
        <EditField type="text" label="Name" required maxLength={200} {...name} readOnly={readOnly} />
        <EditField
          type="text"
          label="US DOT #"
          maxLength={20}
          helperText="Up to 8 digits"
          {...usDot}
          readOnly={readOnly}
        />
        <EditField
          type="text"
          label="MC #"
          maxLength={20}
          helperText="Up to 8 digits, MC optional"
          {...mc}
          readOnly={readOnly}
        />
        <EditField
          type="select-multiple"
          label="Operating Zones"
          value={(zones.value ?? []).map(String)}
          options={zoneOptions}
          onChange={(v) => zones.onChange(v.map(Number))}
          error={zones.error}
          disabled={zones.disabled || readOnly}
        />
        <AddressFields actor={actor} names={addressNames} readOnly={readOnly} />
        <div className={s.wide}>
          <EditField type="textarea" label="Note" rows={3} {...note} readOnly={readOnly} />
        </div>
      </div>
      <InsuranceFields actor={actor} readOnly={readOnly} />
    </div>
  );
}
