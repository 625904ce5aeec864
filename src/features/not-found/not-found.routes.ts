import { signedIn } from '../../app/route-access';
import { shellRoute } from '../../app/route-def';

/** The catch-all (Error404 of spec 1 §2): matched when no route of the table is. */
export const notFoundRoute = shellRoute('Not Found', '*', signedIn, () =>
  import('./not-found-page').then((m) => m.NotFoundPage),
);
