import type { Carrier } from '#contract/carrier';
import { formatListDate } from '../../../shared/business-lists/list-format';
import { businessToday } from '../../../shared/format/business-zone';

/**
 * Whether the carrier's insurance has run out: the server's flag when it sends one, else not exempt and
 * the expiry day come in the business's zone (the server's rule, decision 054).
 */
export const insuranceExpired = (carrier: Carrier, now = new Date()): boolean =>
  carrier.insuranceExpired ??
  (!carrier.insuranceExempt &&
    carrier.insuranceExpirationDate !== null &&
    carrier.insuranceExpirationDate <= businessToday(now));

export const insuranceWarning = (carrier: Carrier) =>
  `Insurance expired on ${formatListDate(carrier.insuranceExpirationDate)}.`;
