import { staffHolding } from '#contract/access';
import { Permission as P } from '#contract/permissions';
import { calls } from '../../app/route-access';
import { shellRoute } from '../../app/route-def';

/** The dispatcher's board (issue #31): staff, as its one call (GET /api/Board/getBoard). */
export const boardRoutes = [
  shellRoute('Board', '/board', calls(staffHolding(P.LoadView)), () =>
    import('./board-page').then((m) => m.BoardPage),
  ),
];
