import { Permission as P } from '#contract/permissions';
import { staffNeed } from '../../app/route-access';
import { shellRoute } from '../../app/route-def';

/** Spec 1 §6: the Load Calendar is for non-customer identities. */
export const calendarRoutes = [
  shellRoute('Calendar', '/calendar', staffNeed(P.LoadView), () =>
    import('./calendar-page').then((m) => m.CalendarPage),
  ),
];
