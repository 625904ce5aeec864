import { useRef } from 'react';
import type { Carrier } from '#contract/carrier';
import { Permission } from '#contract/permissions';
import { hasPermission } from '#machines/session/auth-store';
import { useRuntime } from '../../../app/runtime-context';
import { useCommand } from '../../../app/use-command';
import type { EditFormActor } from '../../../app/use-edit-form';

/**
 * The carrier's Details tab around its form: the Enabled switch (setCarrierEnabled, CarrierUpdate). The
 * switch changes the record's version, so the form is told its record changed: a clean form starts over from
 * the new one in place; a form with unsaved changes keeps them and meets the stale-write choice on its next save.
 */
export function useCarrierDetails(carrier: Carrier | null, onChanged: () => void) {
  const runtime = useRuntime();
  const { services } = runtime;
  const mayUpdate = hasPermission(services.authStore.read(), [Permission.CarrierUpdate]);
  const form = useRef<EditFormActor | null>(null);
  const enabled = useCommand<{ id: number; name: string; on: boolean }, unknown>({
    run: ({ id, on }, signal) => services.carriersApi.setCarrierEnabled(id, on, signal),
    onDone: (_, { name, on }) => {
      runtime.showSnackbar({ text: `Carrier ${name} ${on ? 'enabled' : 'disabled'}`, severity: 'success' });
      onChanged();
      form.current?.send({ type: 'record.changed' });
    },
  });
  return {
    readOnly: !mayUpdate,
    bindForm: (actor: EditFormActor) => {
      form.current = actor;
    },
    enabled: {
      checked: carrier?.isActive ?? false,
      disabled: !mayUpdate || carrier === null || enabled.busy,
      busy: enabled.busy,
      error: enabled.error,
      dismiss: enabled.dismiss,
      toggle: (on: boolean) => carrier && enabled.start({ id: carrier.carrierId, name: carrier.name, on }),
    },
  };
}
