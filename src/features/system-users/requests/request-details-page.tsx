import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { Permission } from '../../../../api/contract/permissions';
import * as form from '../../../../machines/edit-form/edit-form.selectors';
import { AlertBanner } from '../../../../ui/components/alert-banner/alert-banner';
import { Button } from '../../../../ui/components/button/button';
import { Card } from '../../../../ui/components/card/card';
import { textLinkClass } from '../../../../ui/components/link-button/link-button';
import { PageHeader } from '../../../../ui/components/page-header/page-header';
import { Spinner } from '../../../../ui/components/spinner/spinner';
import { useRuntime } from '../../../app/runtime-context';
import type { PageProps } from '../../../routing/pages';
import { useRefreshRequestsCount } from '../layout/requests-count-context';
import { UsersAdminLayout } from '../layout/users-admin-layout';
import { FormButtons } from '../shared/form-buttons';
import { FormNotices } from '../../../shared/forms/form-notices';
import * as s from '../shared/form-layout.css';
import { useCommand } from '../../../app/use-command';
import { useEditForm } from '../../../app/use-edit-form';
import { useHasPermission } from '../shared/use-permission';
import { ApproveCard } from './approve-card';
import { requestsListPath } from './request-paths';
import { RequestFields } from './request-fields';
import { loadRequest, requestFormSchema, saveRequest } from './request-form';

/** /users/admin/requests/:id: the request, Approve (with its order customer) and Decline. */
export function RequestDetailsPage({ params }: PageProps) {
  const raw = params.id ?? '';
  const id = /^\d+$/.test(raw) ? Number(raw) : null;
  return (
    <UsersAdminLayout>
      {id === null ? (
        <AlertBanner type="error" open>
          This request does not exist.
        </AlertBanner>
      ) : (
        <RequestReview key={id} id={id} />
      )}
    </UsersAdminLayout>
  );
}

function RequestReview({ id }: { id: number }) {
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
  const pristine = useSelector(actor, form.selectPristine);
  const loading = useSelector(actor, form.selectIsLoading);
  const loadFailed = useSelector(actor, form.selectLoadFailed);
  const dirty = useSelector(actor, form.selectIsDirty);
  const who = `${String(pristine.firstName ?? '')} ${String(pristine.lastname ?? '')}`.trim();

  const decline = useCommand<void, unknown>({
    confirm: () => ({
      title: 'Decline request',
      message: `Decline the access request of ${who} (${String(pristine.emailAddress ?? '')})? The request is deleted.`,
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

  return (
    <div className={s.page}>
      <PageHeader
        title="User Request Details"
        subtitle={who || undefined}
        actions={
          <>
            <Link href={requestsListPath} className={textLinkClass()}>
              Back to Requests
            </Link>
            {canReview && !loading && !loadFailed && (
              <Button variant="danger" loading={decline.busy} onClick={() => decline.start()}>
                Decline
              </Button>
            )}
          </>
        }
      />
      <AlertBanner type="error" open={decline.error !== null} onDismiss={decline.dismiss} marginBottom={0}>
        {decline.error}
      </AlertBanner>
      <FormNotices form={actor} />
      {loading ? (
        <Spinner block />
      ) : (
        !loadFailed && (
          <>
            <form
              className={s.form}
              noValidate
              aria-label="Request"
              onSubmit={(e) => {
                e.preventDefault();
                actor.send({ type: 'form.save' });
              }}
            >
              <Card title="Request">
                <div className={s.form}>
                  <RequestFields actor={actor} readOnly={!canReview} />
                  {canReview && <FormButtons actor={actor} />}
                </div>
              </Card>
            </form>
            {canReview && (
              <ApproveCard
                requestId={id}
                who={who}
                email={String(pristine.emailAddress ?? '')}
                blocked={dirty ? 'Save or reset your corrections before approving.' : null}
                onApproved={() => {
                  refreshCount();
                  runtime.navigate(requestsListPath);
                }}
              />
            )}
          </>
        )
      )}
    </div>
  );
}
