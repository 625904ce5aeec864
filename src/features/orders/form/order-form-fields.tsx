import { orderTypeLabel, unitTypeOptions } from '#contract/order-codes';
import { normalizeRevenue } from '#contract/order-form';
import type { OrderStatusCode } from '#contract/order-status';
import { useState } from 'react';
import { customerPlaceCodes } from '#contract/location';
import { Permission } from '#contract/permissions';
import { hasPermission } from '#machines/session/auth-store';
import { Button } from '#ui/components/button/button';
import { DateField } from '#ui/components/date-field/date-field';
import { EditField } from '#ui/components/edit-field/edit-field';
import { Stack } from '#ui/components/stack/stack';
import { useRuntime } from '../../../app/runtime-context';
import type { EditFormActor } from '../../../app/use-edit-form';
import { useFormField, useTextField } from '../../../app/use-form-field';
import { useDayField } from '../../../shared/forms/use-day-field';
import { CreateLocationDialog } from '../../../shared/parties/create-location-dialog';
import * as s from './order-form.css';
import type { OrderFormVariant } from './order-form-values';
import { locationSearch, orderCustomerSearch, orderTypeSearch } from './order-option-sources';
import { OrderPicker } from './order-picker';
import { OrderStatusField } from './order-status-field';
import { PickedFields } from './picked-fields';

/** What the stored order locks (spec 2 §5), and what the status select measures from. */
export interface OrderFormLocks {
  /** On a load: the source cannot change; the sentence says why (`orderLocationLocks`), null when it can. */
  sourceLock: string | null;
  /** On a load or in a group: the destination cannot change; the sentence says why, null when it can. */
  destinationLock: string | null;
  /** Placed by a customer login: the customer selector is disabled. */
  customerLocked: boolean;
  /** Edit mode only: the stored status, its resume status and the auto-status flag. */
  status: { stored: OrderStatusCode; resumeStatus: OrderStatusCode | null } | null;
}

export interface OrderFormFieldsProps {
  actor: EditFormActor;
  variant: OrderFormVariant;
  locks: OrderFormLocks;
  readOnly: boolean;
  /** The customer whose recent locations the pickers list first (a customer login's own). */
  customerId: () => number | null;
  onCustomerChosen?: (id: number | null) => void;
}

const digitsOnly = (raw: string) => raw.replace(/\D/g, '').slice(0, 6);

/** The fields of the order form (spec 2 §5), staff's or the customer login's reduced set (spec 2 §6). */
export function OrderFormFields(props: OrderFormFieldsProps) {
  const { actor, variant, locks, readOnly, customerId } = props;
  const { services } = useRuntime();
  const staff = variant === 'staff';
  const lock = <T extends { disabled: boolean }>(f: T) => ({ ...f, disabled: f.disabled || readOnly });
  const producer = lock(useTextField(actor, 'producerName'));
  const quantity = lock(useFormField<number | null>(actor, 'quantity'));
  const unitType = lock(useFormField<number>(actor, 'unitType'));
  const poNumber = lock(useTextField(actor, 'poNumber'));
  const special = lock(useTextField(actor, 'special'));
  const neededBy = lock(useDayField(actor, 'dateNeededBy'));
  const readyBy = lock(useDayField(actor, 'dateReadyBy'));
  const status = lock(useFormField<OrderStatusCode>(actor, 'refOrderStatusId'));
  const ignoreStatus = lock(useFormField<boolean>(actor, 'ignoreStatusUpdates'));
  const auth = services.authStore.read();
  const customerLogin = auth?.userIdentityCurrent?.identityType === 'customer';
  // Staff browse with LocationView; a customer login its own customer's places with its order codes (056).
  const browseAll =
    hasPermission(auth, [Permission.LocationView]) ||
    (customerLogin && hasPermission(auth, customerPlaceCodes.choose));
  const addsPlaces = customerLogin && hasPermission(auth, customerPlaceCodes.add) && !readOnly;
  const locations = (request: Parameters<typeof orderTypeSearch>[0], signal: AbortSignal) =>
    locationSearch(services, customerId(), request, signal, browseAll);

  return (
    <div className={s.grid}>
      {staff && locks.status && (
        <OrderStatusField
          stored={locks.status.stored}
          resumeStatus={locks.status.resumeStatus}
          ignoreStatusUpdates={ignoreStatus.value === true}
          value={status.value}
          onChange={status.onChange}
          disabled={status.disabled}
          error={status.error}
        />
      )}
      {staff && (
        <OrderPicker
          actor={actor}
          idField="refOrderTypeId"
          valueLabel={(id) => orderTypeLabel(id)}
          label="Type"
          required
          search={orderTypeSearch}
          disabled={readOnly}
        />
      )}
      {staff && (
        <OrderPicker
          actor={actor}
          idField="orderCustomerId"
          nameField="orderCustomerName"
          label="Customer"
          required
          search={(request, signal) => orderCustomerSearch(services, request, signal)}
          disabled={readOnly || locks.customerLocked}
          helperText={locks.customerLocked ? 'Placed by a customer login: the customer stays.' : undefined}
          onChosen={props.onCustomerChosen}
        />
      )}
      <OrderPicker
        actor={actor}
        idField="sourceLocationId"
        nameField="sourceLocationName"
        label="From"
        required
        search={locations}
        disabled={readOnly || locks.sourceLock !== null}
        helperText={locks.sourceLock ?? undefined}
      />
      <Stack gap="xs" align="start">
        <OrderPicker
          actor={actor}
          idField="destinationLocationId"
          nameField="destinationLocationName"
          label="To"
          required
          search={locations}
          disabled={readOnly || locks.destinationLock !== null}
          helperText={locks.destinationLock ?? undefined}
        />
        {addsPlaces && locks.destinationLock === null && <NewPlace actor={actor} />}
      </Stack>
      <EditField type="text" label="Producer" required maxLength={200} {...producer} />
      <EditField
        type="text"
        label="Quantity"
        required
        value={quantity.value == null ? '' : String(quantity.value)}
        onChange={(raw) => {
          const digits = digitsOnly(raw);
          quantity.onChange(digits === '' ? null : Number(digits));
        }}
        error={quantity.error}
        disabled={quantity.disabled}
      />
      <EditField
        type="select"
        label="Unit Type"
        required
        value={String(unitType.value ?? '')}
        options={unitTypeOptions.map((o) => ({ value: String(o.value), label: o.label }))}
        onChange={(v) => unitType.onChange(Number(v))}
        error={unitType.error}
        disabled={unitType.disabled}
      />
      <EditField type="text" label="PO #" required maxLength={100} {...poNumber} />
      {staff && <StaffOnlyFields actor={actor} readOnly={readOnly} />}
      <DateField label="Needed By" required {...neededBy} />
      <DateField label="Ready By" {...readyBy} />
      {staff && <ShipByField actor={actor} readOnly={readOnly} />}
      <EditField type="textarea" label="Special" rows={2} className={s.wide} {...special} />
      {staff && <PickedFields actor={actor} readOnly={readOnly} />}
      {staff && locks.status && (
        <EditField
          type="checkbox"
          label="Ignore Status Updates"
          helperText="Loads and stops no longer change this order's status."
          value={ignoreStatus.value === true}
          onChange={ignoreStatus.onChange}
          disabled={ignoreStatus.disabled}
        />
      )}
    </div>
  );
}

/**
 * A customer login's New Place (decision 056): the location form, saved as a place of its own customer,
 * which then becomes the order's To.
 */
function NewPlace({ actor }: { actor: EditFormActor }) {
  const [open, setOpen] = useState(false);
  const to = useFormField<number | null>(actor, 'destinationLocationId');
  const toName = useFormField<string | null>(actor, 'destinationLocationName');
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)}>
        New Place
      </Button>
      {open && (
        <CreateLocationDialog
          variant="customer"
          onClose={() => setOpen(false)}
          onCreated={(saved) => {
            to.onChange(Number(saved.locationId));
            toName.onChange(String(saved.name));
          }}
        />
      )}
    </>
  );
}

/** BOL, consignee and revenue: staff only (spec 2 §6). */
function StaffOnlyFields({ actor, readOnly }: { actor: EditFormActor; readOnly: boolean }) {
  const lock = <T extends { disabled: boolean }>(f: T) => ({ ...f, disabled: f.disabled || readOnly });
  const bol = lock(useTextField(actor, 'bol'));
  const cons = lock(useTextField(actor, 'cons'));
  const revenue = lock(useFormField<number | null>(actor, 'revenue'));
  return (
    <>
      <EditField type="text" label="BOL" maxLength={100} {...bol} />
      <EditField type="text" label="Cons" maxLength={200} {...cons} />
      <EditField
        type="number"
        label="Revenue"
        min={0}
        step="any"
        value={revenue.value ?? null}
        // Spec 2 §5: rounded to cents, and what is not a number becomes 0.
        onChange={(v) => revenue.onChange(v === null ? null : normalizeRevenue(v))}
        error={revenue.error}
        disabled={revenue.disabled}
      />
    </>
  );
}

function ShipByField({ actor, readOnly }: { actor: EditFormActor; readOnly: boolean }) {
  const shipBy = useDayField(actor, 'dateShipBy');
  return <DateField label="Ship By" {...shipBy} disabled={shipBy.disabled || readOnly} />;
}
