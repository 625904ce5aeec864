import { Link } from 'wouter';
import type { LoadStop } from '#contract/load';
import { textLinkClass } from '#ui/components/link-button/link-button';
import { stateLabel, streetAddress } from '../../business-lists/list-format';

/** The stop's location block: name and id (a link), address lines, city, state name, zip, contact. */
export function StopLocation({ stop }: { stop: LoadStop }) {
  const l = stop.location;
  if (!l) return <span>Location #{stop.locationId}</span>;
  const cityLine = [l.city, stateLabel(l.refStateId), l.zipCode].filter(Boolean).join(', ');
  return (
    <address style={{ fontStyle: 'normal' }}>
      <Link href={`/locations/${l.locationId}`} className={textLinkClass()}>
        {l.name ?? 'Location'} ({l.locationId})
      </Link>
      {streetAddress(l.address, l.address2) && <div>{streetAddress(l.address, l.address2)}</div>}
      {cityLine && <div>{cityLine}</div>}
      {(l.primaryContactName || l.primaryContactPhone) && (
        <div>{[l.primaryContactName, l.primaryContactPhone].filter(Boolean).join(' · ')}</div>
      )}
    </address>
  );
}
