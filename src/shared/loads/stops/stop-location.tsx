import { Link } from 'wouter';
import type { LoadStop } from '#contract/load';
import { missingDataTexts } from '#contract/messages';
import { textLinkClass } from '#ui/components/link-button/link-button';
import { streetAddress } from '../../business-lists/list-format';
import { stateLabel } from '../../format/state-label';
import { formatStoragePhone } from '../../format/format-phone';

/** The stop's location block: name and id (a link), address lines, city, state name, zip, contact name and phone. */
export function StopLocation({ stop }: { stop: LoadStop }) {
  const l = stop.location;
  // Spec 2 §8: a stop read without its location says so instead of an empty address.
  if (!l)
    return (
      <span>
        Location #{stop.locationId}: {missingDataTexts.loadLocations}
      </span>
    );
  const cityLine = [l.city, stateLabel(l.refStateId), l.zipCode].filter(Boolean).join(', ');
  // Spec 2 §2: the location's (primary) contact, name and phone, whichever is present.
  const contact = [l.primaryContactName, formatStoragePhone(l.primaryContactPhone)]
    .filter(Boolean)
    .join(' · ');
  return (
    <address style={{ fontStyle: 'normal' }}>
      <Link href={`/locations/${l.locationId}`} className={textLinkClass()}>
        {l.name ?? 'Location'} ({l.locationId})
      </Link>
      {streetAddress(l.address, l.address2) && <div>{streetAddress(l.address, l.address2)}</div>}
      {cityLine && <div>{cityLine}</div>}
      {contact && <div>{contact}</div>}
    </address>
  );
}
