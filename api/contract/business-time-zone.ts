/**
 * The business works in one time zone (its warehouse's): a load placed on "Tuesday" is Tuesday there,
 * whoever looks. Server and browser both place days in it (decision 043).
 * Zod-free, so the entry script can read it (docs/decisions/090).
 */
export const businessTimeZone = 'America/Los_Angeles';
