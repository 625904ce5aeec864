import type { OpenAPIHono } from '@hono/zod-openapi';
import { calendarQuerySchema, calendarResponseSchema } from '#contract/calendar';
import { loadPaths } from '#contract/paths';
import { Permission } from '#contract/permissions';
import { callerOf, identityAccess } from '../auth/guard';
import type { AuthContext } from '../auth/session-store';
import { calendarItems, type CalendarScope } from '../calendar/calendar-items';
import type { AppEnv } from '../deps';
import { defineRoute, jsonResponse } from '../http/route';

/** Spec 1 §6: the Load Calendar is for non-customer identities with load view. */
const calendarIdentityTypes = ['admin', 'employee', 'carrier'] as const;

const getCalendarItems = defineRoute(identityAccess([Permission.LoadView], calendarIdentityTypes), {
  method: 'get',
  path: loadPaths.getCalendarItems,
  tags: ['loads'],
  summary: 'Loads on the days of a calendar window',
  description: [
    'Not in the spec; the load calendar calls it (decision 043). `from` and `to` are days (YYYY-MM-DD, both',
    'included, at most 42) in the business time zone (`timeZone` of the answer). A stop window places its',
    'load on every day it touches; a load with a stop without a window, or without stops, is placed on its',
    'estimated ship date. `designation` keeps loads of those designation codes (comma separated),',
    '`currentOnly=true` keeps current loads (all but Delivered and Cancelled), `perDay` lists at most that many',
    'loads per day, earliest first (`total` still counts them all). Days without a load are left out. Staff',
    'see every load, a carrier login only its own.',
  ].join(' '),
  request: { query: calendarQuerySchema },
  responses: { 200: jsonResponse(calendarResponseSchema, 'The days of the window that hold a load') },
});

function scopeOf(caller: AuthContext): CalendarScope {
  const identity = caller.identity;
  if (identity?.identityType === 'admin' || identity?.identityType === 'employee') return { kind: 'all' };
  if (identity?.identityType === 'carrier' && identity.carrierId != null)
    return { kind: 'carrier', carrierId: identity.carrierId };
  return { kind: 'none' };
}

/** The load calendar's one call. */
export function mountCalendarRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(getCalendarItems, async (c) => {
    const { database, config } = c.var.deps;
    const query = c.req.valid('query');
    const result = await calendarItems(database, query, scopeOf(callerOf(c)), config.BUSINESS_TIME_ZONE);
    return c.json(result, 200);
  });
}
