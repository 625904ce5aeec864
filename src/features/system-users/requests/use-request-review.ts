import { shallowEqual, useSelector } from '@xstate/react';
import { Permission } from '#contract/permissions';
import * as form from '#machines/edit-form/edit-form.selectors';
import { useRuntime } from '../../../app/runtime-context';
import { useCommand } from '../../../app/use-command';
import { useEditForm } from '../../../app/use-edit-form';
import { useRefreshRequestsCount } from '../layout/requests-count-context';
import { useHasPermission } from '../shared/use-permission';
import { requestsListPath } from './request-paths';
import { loadRequest, requestFormSchema, saveRequest } from './request-form';

/** Who asked (as stored, not as being corrected), and the form's load and edit state. */
const selectRequestReviewView = (s: form.EditFormSnapshot) => {
  const pristine = form.selectPristine(s);
  return {
    who: `${String(pristine.firstName ?? '')} ${String(pristine.lastname ?? '')}`.trim(),
    email: String(pristine.emailAddress ?? ''),
    loading: form.selectIsLoading(s),
    loadFailed: form.selectLoadFailed(s),
    dirty: form.selectIsDirty(s),
  };
};

/** Wires User Request Details: the request's edit form, Decline as a command, and what follows an approval. */
export function useRequestReview(id: number) {
  const runtime = useRuntime();
  const { services } = runtime;
  const refreshCount = useRefreshRequestsCount();
  // Reviewers hold UserAdd (spec README).
  const canReview = useHasPermission(Permission.UserAdd);
  const actor = useEditForm({
    input: { key: id, schema: requestFormSchema },
    load: ({ key }, signal) => loadRequest(services, key as number, signal),
    save: ({ values }, signal) => saveRequest(services, id, values, signal),
    onSaved: () => runtime.showSnackbar({ text: 'Request saved', severity: 'success' }),
  });
  const view = useSelector(actor, selectRequestReviewView, shallowEqual);
  const { who, email } = view;

  const decline = useCommand<void, unknown>({
    confirm: () => ({
      title: 'Decline request',
      message: `Decline the access request of ${who} (${email})? The request is deleted.`,
      confirmText: 'Decline',
      color: 'error',
    }),
    run: (_, signal) => services.accessRequestsApi.delete(id, signal),
    onDone: () => {
      runtime.showSnackbar({ text: `The request of ${who} was declined`, severity: 'success' });
      refreshCount();
      runtime.navigate(requestsListPath);
    },
  });

  return {
    ...view,
    id,
    form: actor,
    canReview,
    decline,
    onApproved: () => {
      refreshCount();
      runtime.navigate(requestsListPath);
    },
  };
}

export type RequestReviewViewProps = ReturnType<typeof useRequestReview>;
