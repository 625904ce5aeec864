import type { Carrier } from '#contract/carrier';
import { formatListDate } from '../../../shared/business-lists/list-format';

/**
 * Whether the carrier's insurance has run out: the server's flag when it sends one, else not exempt and
 * the expiry before now.
 */
export const insuranceExpired = (carrier: Carrier, now = Date.now()): boolean =>
  carrier.insuranceExpired ??
  (!carrier.insuranceExempt &&
    carrier.insuranceExpirationDate !== null &&
    Date.parse(carrier.insuranceExpirationDate) < now);

export const insuranceWarning = (carrier: Carrier) =>
  `Insurance expired on ${formatListDate(carrier.insuranceExpirationDate)}.`;
