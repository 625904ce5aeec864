import type { AccessRequestCreate } from '#contract/access-request';
import {
  requestAccessMachine,
  type RequestAccessEvent,
} from '#machines/request-access/request-access.machine';
import * as select from '#machines/request-access/request-access.selectors';
import { fromCall } from '../../app/from-call';
import { usePageMachine, type PageMachineView } from './use-page-machine';

/** What the request-access view shows, read in one selector. */
const selectRequestAccessView = (s: select.RequestAccessSnapshot) => ({
  values: select.selectValues(s),
  errors: select.selectErrors(s),
  editable: select.selectIsEditable(s),
  submitting: select.selectIsSubmitting(s),
  canSubmit: select.selectCanSubmit(s),
  error: select.selectError(s),
  success: select.selectSuccessMessage(s),
});

export type RequestAccessViewProps = PageMachineView<typeof selectRequestAccessView, RequestAccessEvent>;

/** Binds the request-access machine to the access-requests API and the query's `email`. */
export function useRequestAccess(): RequestAccessViewProps {
  return usePageMachine(
    (runtime, query) => ({
      machine: requestAccessMachine.provide({
        actions: { navigate: (_, { to }) => runtime.navigate(to) },
        actors: {
          submitRequest: fromCall<unknown, AccessRequestCreate>(({ input, signal }) =>
            runtime.services.accessRequestsApi.create(input, signal),
          ),
        },
      }),
      input: { email: query.get('email') },
    }),
    selectRequestAccessView,
  );
}
