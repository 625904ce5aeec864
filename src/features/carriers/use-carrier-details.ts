import { useRef, useState } from 'react';
import type { Carrier } from '#contract/carrier';
import { Permission } from '#contract/permissions';
import { selectIsDirty } from '#machines/edit-form/edit-form.selectors';
import { hasPermission } from '#machines/session/auth-store';
import { useRuntime } from '../../app/runtime-context';
import { useCommand } from '../../app/use-command';
import type { EditFormActor } from '../../app/use-edit-form';

/**
 * The carrier's Details tab around its form: the Enabled switch (setCarrierEnabled, CarrierUpdate). The
 * switch changes the record's version, so a clean form starts over from the new one (a new round); a form
 * with unsaved changes keeps them and meets the stale-write choice on its next save.
 */
export function useCarrierDetails(carrier: Carrier | null, onChanged: () => void) {
  const runtime = useRuntime();
  const { services } = runtime;
  const mayUpdate = hasPermission(services.authStore.read(), [Permission.CarrierUpdate]);
  const [round, setRound] = useState(0);
  const form = useRef<EditFormActor | null>(null);
  const enabled = useCommand<{ id: number; name: string; on: boolean }, unknown>({
    run: ({ id, on }, signal) => services.carriersApi.setCarrierEnabled(id, on, signal),
    onDone: (_, { name, on }) => {
      runtime.showSnackbar({ text: `Carrier ${name} ${on ? 'enabled' : 'disabled'}`, severity: 'success' });
      onChanged();
      if (!form.current || !selectIsDirty(form.current.getSnapshot())) setRound((r) => r + 1);
    },
  });
  return {
    readOnly: !mayUpdate,
    round,
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
