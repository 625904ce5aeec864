import { trackingTexts } from '#contract/tracking';
import { AlertBanner } from '#ui/components/alert-banner/alert-banner';
import { Button } from '#ui/components/button/button';
import { Inline } from '#ui/components/inline/inline';
import { Stack } from '#ui/components/stack/stack';
import { formatMoment } from '../../../shared/format/moments';
import * as s from './tracking-links-panel.css';
import { useTrackingLinks, type TrackingLinksBinding } from './use-tracking-links';

const stateText = { active: 'Active', expired: 'Expired', revoked: 'Turned off' } as const;

export function TrackingLinksView(props: TrackingLinksBinding) {
  const { links, made, error, creating } = props;
  return (
    <Stack as="section" gap="sm" aria-label="Tracking links">
      <Inline gap="sm" alignY="center">
        <h2 className={s.heading}>Tracking links</h2>
        <Button size="sm" variant="secondary" onClick={props.create} loading={creating}>
          Create tracking link
        </Button>
      </Inline>
      <AlertBanner type="error" open={error !== null}>
        {error}
      </AlertBanner>
      {made && (
        <AlertBanner type="success" open title={trackingTexts.created}>
          <Inline gap="sm" alignY="center">
            <code data-testid="tracking-link-url">{made.url}</code>
            <Button size="sm" variant="ghost" onClick={() => props.copy(made.url)}>
              Copy link
            </Button>
          </Inline>
        </AlertBanner>
      )}
      {links.length === 0 ? (
        <p>{trackingTexts.noLinks}</p>
      ) : (
        <ul aria-label="Tracking link list" className={s.list}>
          {links.map((link) => (
            <li key={link.trackingLinkId}>
              <Inline gap="sm" alignY="center">
                <span>
                  Made {formatMoment(link.dateAdded)}
                  {link.createdByName ? ` by ${link.createdByName}` : ''} · {stateText[link.state]}
                  {link.state === 'active' ? ` until ${formatMoment(link.expiresAt)}` : ''}
                </span>
                {link.state === 'active' && (
                  <Button size="sm" variant="ghost" onClick={() => props.revoke(link.trackingLinkId)}>
                    Turn off
                  </Button>
                )}
              </Inline>
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}

/** The order's tracking links, below its Details form, for staff and the order's own customer. */
export function TrackingLinksPanel({ orderId }: { orderId: number }) {
  const binding = useTrackingLinks(orderId);
  return binding.allowed ? <TrackingLinksView {...binding} /> : null;
}
