import { Permission } from '#contract/permissions';
import { useRuntime } from '../../../app/runtime-context';
import { useEditForm } from '../../../app/use-edit-form';
import { listAccessOf } from '../../../shared/business-lists/list-access';
import { loadFormRules, newLoadValues, saveLoad } from '../../../shared/loads/load-form';

/** The Create New Load dialog's form (create mode): on save the new load's page opens (spec 2 §2). */
export function useCreateLoad() {
  const runtime = useRuntime();
  const { services } = runtime;
  const form = useEditForm({
    input: { values: newLoadValues(), schema: loadFormRules },
    save: ({ values }, signal) => saveLoad(services, values, signal),
    onSaved: (values) => runtime.navigate(`/loads/${String(values.loadId)}`),
  });
  return { form, showRevenue: listAccessOf(services.authStore.read()).isStaff };
}

/** Create New Load is offered to staff holding LoadAdd (the server checks again). */
export const mayCreateLoad = (services: ReturnType<typeof useRuntime>['services']) => {
  const access = listAccessOf(services.authStore.read());
  return access.isStaff && access.may(Permission.LoadAdd);
};
