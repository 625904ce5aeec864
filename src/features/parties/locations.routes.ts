import { Permission as P } from '#contract/permissions';
import { staffNeed } from '../../app/route-access';
import { loadOnce, shellRoute } from '../../app/route-def';
import { tabRoutes } from '../../app/tab-set';
import { locationTabs } from './locations/location.tabs';

const locationPage = loadOnce(() => import('./locations/location-detail-pages'));

/** The locations area: the list and a location's tabs. */
export const locationsRoutes = [
  shellRoute('Locations', '/locations', staffNeed(P.LocationView), () =>
    import('./locations/locations-page').then((m) => m.LocationsPage),
  ),
  ...tabRoutes(locationTabs, (name) => locationPage().then((m) => m.locationDetailPages[name])),
];
