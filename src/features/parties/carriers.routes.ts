import { Permission as P } from '#contract/permissions';
import { staffNeed } from '../../app/route-access';
import { loadOnce, shellRoute } from '../../app/route-def';
import { tabRoutes } from '../../app/tab-set';
import { carrierTabs } from './carriers/carrier.tabs';

const carrierPage = loadOnce(() => import('./carriers/carrier-detail-pages'));

/** The carriers area: the list and a carrier's tabs. */
export const carriersRoutes = [
  shellRoute('Carriers', '/carriers', staffNeed(P.CarrierView), () =>
    import('./carriers/carriers-page').then((m) => m.CarriersPage),
  ),
  ...tabRoutes(carrierTabs, (name) => carrierPage().then((m) => m.carrierDetailPages[name])),
];
