/** The schema registry drizzle needs (relational queries, migrations): every table module, merged. */
import * as appSettings from './app-settings';
import * as auth from './auth';
import * as carriers from './carriers';
import * as changelogs from './changelogs';
import * as contacts from './contacts';
import * as customers from './customers';
import * as eventsOut from './events-out';
import * as files from './files';
import * as loadCalendarDays from './load-calendar-days';
import * as loads from './loads';
import * as locations from './locations';
import * as notes from './notes';
import * as orders from './orders';
import * as reference from './reference';
import * as reportDeliveries from './report-deliveries';
import * as savedViews from './saved-views';
import * as storageCustomers from './storage-customers';

export const schema = {
  ...auth,
  ...reference,
  ...customers,
  ...locations,
  ...carriers,
  ...contacts,
  ...storageCustomers,
  ...orders,
  ...loads,
  ...loadCalendarDays,
  ...notes,
  ...files,
  ...changelogs,
  ...appSettings,
  ...reportDeliveries,
  ...savedViews,
  ...eventsOut,
};
export type Schema = typeof schema;
