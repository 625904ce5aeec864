import type { PublicTracking, TrackingStop } from '#contract/tracking';
import { orderStatusLook } from '#contract/order-status';
import { windowText } from '#domain/stop-texts';
import { AlertBanner } from '#ui/components/alert-banner/alert-banner';
import { AuthLayout } from '#ui/components/auth-layout/auth-layout';
import { Spinner } from '#ui/components/spinner/spinner';
import { Stack } from '#ui/components/stack/stack';
import { StatusChip } from '#ui/components/status-chip/status-chip';
import type { PageProps } from '../../app/page-props';
import { formatMoment } from '../../shared/format/moments';
import * as s from './tracking-page.css';
import { useTrackingPage } from './use-tracking-page';

const companyName = 'Northwest Distribution Services';

const place = (stop: TrackingStop) => [stop.city, stop.state].filter(Boolean).join(', ') || 'Place not given';
/** The stop's window in the stop card's words (domain/stop-texts.ts). */
const stopWindow = (stop: TrackingStop) => windowText(stop, (moment: string) => formatMoment(moment));

function Stop({ stop }: { stop: TrackingStop }) {
  const done = stop.doneDate !== null;
  const what = stop.kind === 'pickup' ? 'Pickup' : 'Delivery';
  return (
    <li className={s.stop} data-done={done || undefined}>
      <span aria-hidden="true" className={s.mark}>
        {done ? '✓' : '○'}
      </span>
      <Stack gap="xs">
        <strong>
          {what} · {place(stop)}
        </strong>
        {stopWindow(stop) && <span className={s.muted}>{stopWindow(stop)}</span>}
        <span>
          {done
            ? `${what === 'Pickup' ? 'Picked up' : 'Delivered'} ${formatMoment(stop.doneDate)}`
            : 'Not yet'}
        </span>
      </Stack>
    </li>
  );
}

function Order({ page }: { page: PublicTracking }) {
  const look = orderStatusLook(page.status);
  return (
    <Stack gap="md">
      <Stack gap="xs">
        <h1 className={s.title}>Order #{page.orderId}</h1>
        <span>
          <StatusChip tone={look.tone} outlined={look.outlined} label={page.statusText} />{' '}
          <span className={s.muted}>{page.statusMeaning}</span>
        </span>
      </Stack>
      {page.legs.length === 0 && <p>No pickup or delivery is planned yet.</p>}
      {page.legs.map((leg, i) => (
        <section key={i} aria-label={leg.text ?? 'Stops'}>
          {leg.text && <h2 className={s.leg}>{leg.text}</h2>}
          <ol className={s.stops}>
            {leg.stops.map((stop, j) => (
              <Stop key={j} stop={stop} />
            ))}
          </ol>
        </section>
      ))}
      <p className={s.muted}>Last update {formatMoment(page.lastUpdate)}</p>
    </Stack>
  );
}

/** /track/:token (issue #30): one order for whoever holds its link, read again every few seconds. */
export function TrackingPage({ params }: PageProps) {
  const view = useTrackingPage(params.token ?? '');
  return (
    <AuthLayout title="Order tracking" companyName={companyName} year={new Date().getFullYear()} width={560}>
      {view.firstRead && <Spinner label="Loading" />}
      {view.closed ? (
        <AlertBanner type="warning" open>
          {view.error}
        </AlertBanner>
      ) : (
        <>
          {view.error && (
            <AlertBanner type="error" open>
              {view.error}
            </AlertBanner>
          )}
          {view.page && <Order page={view.page} />}
        </>
      )}
    </AuthLayout>
  );
}
