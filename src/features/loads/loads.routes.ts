import { Permission as P } from '#contract/permissions';
import { need } from '../../app/route-access';
import { shellRoute } from '../../app/route-def';

/** The loads list; a load's own page is in load-detail.routes.ts. */
export const loadsRoutes = [
  shellRoute('Loads', '/loads', need(P.LoadView), () => import('./list/loads-page').then((m) => m.LoadsPage)),
];
