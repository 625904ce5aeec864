import { authRoute } from '../../app/route-def';

/** Gates itself: open in development and QA builds, admins only in production when MACHINE_INSPECTOR=admins. */
export const inspectorRoutes = [
  authRoute('Machine Inspector', '/inspector', () => import('./inspector-page').then((m) => m.InspectorPage)),
];
