import { Link } from 'wouter';
import { AlertBanner } from '#ui/components/alert-banner/alert-banner';
import { Button } from '#ui/components/button/button';
import { textLinkClass } from '#ui/components/link-button/link-button';
import { PageHeader } from '#ui/components/page-header/page-header';
import { Spinner } from '#ui/components/spinner/spinner';
import { Stack } from '#ui/components/stack/stack';
import { EditFormCard } from '../../../shared/forms/edit-form-card';
import { FormNotices } from '../../../shared/forms/form-notices';
import { FormButtons } from '../../../shared/forms/form-buttons';
import * as s from '../shared/form-layout.css';
import { ApproveCard } from './approve-card';
import { RequestFields } from './request-fields';
import { requestsListPath } from './request-paths';
import type { RequestReviewViewProps } from './use-request-review';

/** User Request Details: the request's form, Decline, and Approve with its order customer. */
export function RequestReviewView(props: RequestReviewViewProps) {
  const { id, form, who, email, loading, loadFailed, dirty, canReview, decline, onApproved } = props;
  return (
    <Stack gap="lg" className={s.page}>
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
      <FormNotices form={form} />
      {loading ? (
        <Spinner block />
      ) : (
        !loadFailed && (
          <>
            <EditFormCard
              form={form}
              label="Request"
              buttons={canReview && <FormButtons actor={form} noResetWhenCreating />}
            >
              <RequestFields actor={form} readOnly={!canReview} />
            </EditFormCard>
            {canReview && (
              <ApproveCard
                requestId={id}
                who={who}
                email={email}
                blocked={dirty ? 'Save or reset your corrections before approving.' : null}
                onApproved={onApproved}
              />
            )}
          </>
        )
      )}
    </Stack>
  );
}
