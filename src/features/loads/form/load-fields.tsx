import { useState } from 'react';
import { insuranceExpiredText } from '#contract/carrier';
import { loadDesignationOptions, loadTypeOptions, trailerTypeOptions } from '#contract/load-codes';
import type { LoadStatusCode } from '#contract/load-status';
import { loadStatusChoices } from '#domain/load-status.rules';
import { EditField } from '#ui/components/edit-field/edit-field';
import type { EditFormActor } from '../../../app/use-edit-form';
import { useFormField, useTextField } from '../../../app/use-form-field';
import { useOptionSearch } from '../../../app/use-option-search';
import { useRuntime } from '../../../app/runtime-context';
import { carrierPickerOptions, disabledCarrierSuffix, hasExpiredInsurance } from './carrier-options';
import { DateTimeField } from '../../../shared/loads/date-time-field';
import { growingRows } from '../../../shared/loads/growing-rows';
import { allDayOf } from '../../../shared/loads/local-date-time';
import * as s from './load-fields.css';
import { asCheck } from '../../../shared/forms/as-check';

const codeOptions = (options: readonly { value: number; label: string }[]) =>
  options.map((o) => ({ value: String(o.value), label: o.label }));

/** A select over a numeric code: '' is none. */
function useCodeField(actor: EditFormActor, field: string, readOnly: boolean) {
  const f = useFormField<number | null>(actor, field);
  return {
    value: f.value == null ? '' : String(f.value),
    error: f.error,
    disabled: f.disabled || readOnly,
    onChange: (v: string) => f.onChange(v === '' ? null : Number(v)),
  };
}

/**
 * Spec 2 §4: the status selector is editable only with Disable Auto Status. The load status machine decides
 * (loadStatusChoices, the same check the server's save runs): each status it refuses is a disabled option,
 * and its sentence stands under the select while no other status can be chosen.
 */
function statusSelect(value: string, ignoreStatusUpdates: boolean) {
  const current = Number(value) as LoadStatusCode;
  const choices = loadStatusChoices(current, { ignoreStatusUpdates });
  const locked = !choices.some((c) => c.allowed && c.status !== current);
  return {
    options: choices.map((c) => ({ value: String(c.status), label: c.label, disabled: !c.allowed })),
    disabled: locked,
    helperText: locked ? (choices.find((c) => !c.allowed)?.reason ?? undefined) : undefined,
  };
}

export interface LoadFieldsProps {
  actor: EditFormActor;
  /** Nothing can be changed (a carrier, or no LoadUpdate). */
  readOnly: boolean;
  /** Revenue is staff-only (spec 2 §1; carriers never see it). */
  showRevenue: boolean;
}

/** The load form of spec 2 §2 and §5. */
export function LoadFields({ actor, readOnly, showRevenue }: LoadFieldsProps) {
  const { services } = useRuntime();
  const lock = <T extends { disabled: boolean }>(f: T) => ({ ...f, disabled: f.disabled || readOnly });
  const type = useCodeField(actor, 'refLoadTypeId', readOnly);
  const designation = useCodeField(actor, 'refLoadDesignationId', readOnly);
  const trailerType = useCodeField(actor, 'refLoadTrailerTypeId', readOnly);
  const status = useCodeField(actor, 'refLoadStatusId', readOnly);
  const carrierId = lock(useFormField<number | null>(actor, 'carrierId'));
  const carrierName = useFormField<string | null>(actor, 'carrierName');
  const trailerNumber = lock(useTextField(actor, 'trailerNumber'));
  const miles = lock(useFormField<number | null>(actor, 'miles'));
  const shipDate = lock(useFormField<string | null>(actor, 'estimatedShippingDate'));
  const allDay = lock(useFormField<boolean>(actor, 'isAllDay'));
  const revenue = lock(useFormField<number | null>(actor, 'revenue'));
  const showOnSummary = lock(useFormField<boolean>(actor, 'showRevenueOnLoadSummary'));
  const carrierNote = lock(useTextField(actor, 'carrierNote'));
  const manualStatus = lock(useFormField<boolean>(actor, 'ignoreStatusUpdates'));
  const statusChoice = statusSelect(status.value, manualStatus.value === true);
  const carriers = useOptionSearch((request, signal) => carrierPickerOptions(services, request, signal));
  // Whether the carrier just chosen has expired insurance: known from the picker's option only.
  const [expired, setExpired] = useState(false);

  return (
    <div className={s.grid}>
      <EditField type="select" label="Load Type" options={codeOptions(loadTypeOptions)} {...type} />
      <EditField
        type="select"
        label="Designation"
        options={codeOptions(loadDesignationOptions)}
        {...designation}
      />
      <EditField
        type="select"
        label="Trailer Type"
        options={codeOptions(trailerTypeOptions)}
        {...trailerType}
      />
      <EditField
        type="combobox"
        label="Carrier"
        value={carrierId.value ? String(carrierId.value) : ''}
        valueLabel={carrierName.value ?? undefined}
        disabled={carrierId.disabled}
        error={carrierId.error}
        placeholder="Search carriers"
        helperText={
          !carrierId.value ? (
            <span className={s.noCarrier}>No Carrier</span>
          ) : expired ? (
            <span className={s.warning} role="status">
              {insuranceExpiredText}
            </span>
          ) : undefined
        }
        {...carriers}
        onChange={(value, option) => {
          // A disabled carrier shows in the list but cannot be assigned (the server refuses it too).
          if (option?.label.endsWith(disabledCarrierSuffix)) return;
          setExpired(hasExpiredInsurance(option));
          carrierId.onChange(value ? Number(value) : null);
          carrierName.onChange(option?.label ?? null);
        }}
      />
      <EditField type="text" label="Trailer Number" maxLength={50} {...trailerNumber} />
      <EditField type="number" label="Miles" min={0} max={999_999} step={1} {...miles} />
      <DateTimeField
        label="Estimated Ship Date"
        dateOnly={allDay.value === true}
        value={shipDate.value}
        disabled={shipDate.disabled}
        error={shipDate.error}
        clearable
        onChange={shipDate.onChange}
      />
      <EditField
        type="checkbox"
        label="All Day"
        value={allDay.value === true}
        disabled={allDay.disabled}
        onChange={(checked) => {
          allDay.onChange(checked);
          // All Day sends the day; the server keeps its midnight in the business's zone (decision 054).
          if (checked) shipDate.onChange(allDayOf(shipDate.value));
        }}
      />
      {showRevenue && (
        <>
          <EditField type="number" label="Revenue" min={0} max={999_999} step="any" {...revenue} />
          <EditField type="checkbox" label="Show revenue on load summary" {...asCheck(showOnSummary)} />
        </>
      )}
      <EditField type="checkbox" label="Disable Auto Status" {...asCheck(manualStatus)} />
      <EditField
        type="select"
        label="Status"
        required
        {...status}
        {...statusChoice}
        disabled={status.disabled || statusChoice.disabled}
      />
      <EditField
        type="textarea"
        label="Carrier Note"
        className={s.wide}
        rows={growingRows(carrierNote.value)}
        {...carrierNote}
      />
    </div>
  );
}
