import { businessTimeZone as defaultZone } from '#contract/business-time-zone';
import { dayInZone } from '#domain/business-day';

/**
 * The zone moments are shown in (docs/decisions/054): the business's, BUSINESS_TIME_ZONE as GET /api/config
 * names it, never the browser's. Until the configuration answers (or if it fails) the server's default.
 */
let zone = defaultZone;

export const businessZone = (): string => zone;

/** Called once the configuration is read; an unknown zone is ignored. */
export function setBusinessZone(next: string | null | undefined): void {
  if (!next) return;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: next });
    zone = next;
  } catch {
    console.warn('unknown business time zone', next);
  }
}

/** Today in the business's zone, `YYYY-MM-DD`: what ticking Picked stamps. */
export const businessToday = (now = new Date()): string => dayInZone(now, zone);
