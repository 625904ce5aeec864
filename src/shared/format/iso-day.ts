/**
 * The date field speaks days (`YYYY-MM-DD`, docs/decisions/048); the contract still carries some date-only
 * values as ISO date-times at midnight UTC (insurance expiry). These two convert at the caller, so the day
 * a person picks is the UTC day the API stores.
 */

/** The UTC calendar day of an ISO date or date-time; null for none. */
export const dayOfIso = (iso: string | null | undefined): string | null => (iso ? iso.slice(0, 10) : null);

/** A day as the ISO date-time of its midnight UTC; null for none. */
export const isoOfDay = (day: string | null | undefined): string | null =>
  day ? `${day}T00:00:00.000Z` : null;
