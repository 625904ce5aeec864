import { loadOnce } from '../../app/route-def';
import { tabRoutes } from '../../app/tab-set';
import { loadTabs } from './detail/load.tabs';

const loadPage = loadOnce(() => import('./detail/load-detail-pages'));

/** A load's tabs, each a route of its own. */
export const loadDetailRoutes = tabRoutes(loadTabs, (name) =>
  loadPage().then((m) => m.loadDetailPages[name]),
);
