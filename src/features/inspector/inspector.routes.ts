import { authRoute } from '../../app/route-def';

const inspectorPage = () => import('./inspector-page').then((m) => m.InspectorPage);

/**
 * Gates itself: open in development and QA builds, admins only in production when MACHINE_INSPECTOR=admins.
 * `/inspector/<machine id>` opens a machine, `/inspector/<machine id>/<state path>` also marks a state
 * (`/inspector/signIn/submitting.signingIn`).
 */
export const inspectorRoutes = [
  authRoute('Machine Inspector', '/inspector', inspectorPage),
  authRoute('Machine Inspector Machine', '/inspector/:machineId/:statePath?', inspectorPage),
];
