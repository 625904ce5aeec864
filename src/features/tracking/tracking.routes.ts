import { authRoute } from '../../app/route-def';

/** The public tracking page (issue #30): open to anyone holding a link, shown without the shell. */
export const trackingRoutes = [
  authRoute('Tracking', '/track/:token', () => import('./tracking-page').then((m) => m.TrackingPage)),
];
