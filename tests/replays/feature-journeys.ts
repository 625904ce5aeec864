import { presenceLimits } from '#contract/live-presence';
import type { Journey } from './journey-steps';

const HEARTBEAT = presenceLimits.heartbeatSeconds * 1000;

/** One journey per machine that had no kept replay (issue #29): short, as a person uses each. */
export const featureJourneys: Journey[] = [
  {
    file: 'tracking-page-poll-then-expired.json',
    machineId: 'trackingPage',
    title: 'Public tracking page: the order shows, is read again after 5 s, then the link has expired',
    steps: [
      { settle: 'read', outcome: 'found' },
      { advance: 5000 },
      { settle: 'read', outcome: 'found' },
      { type: 'tracking.refresh' },
      { settle: 'read', outcome: 'expired' },
    ],
    endsIn: 'closed',
  },
  {
    file: 'list-export-four-pages.json',
    machineId: 'listExport',
    title:
      'Export the whole Open Orders list: 700 rows, the first page read, the other three by three fetchers, then the file saved',
    steps: [
      {
        type: 'export.started',
        request: {
          title: 'Open Orders',
          columns: [
            { id: 'orderId', label: 'Order #' },
            { id: 'customer', label: 'Customer' },
          ],
          query: { pageNumber: 0, pageSize: 25, includeRelatedEntities: true, sortColumns: [] },
          selected: [],
        },
      },
      { settle: 'firstPage', outcome: 'firstOfFour' },
      { settle: 'page0', outcome: 'laterPage' },
      { settle: 'page1', outcome: 'laterPage' },
      { settle: 'page2', outcome: 'laterPage' },
    ],
    endsIn: 'idle',
  },
  {
    file: 'presence-editing-then-leave.json',
    machineId: 'presence',
    title:
      'Load #12 open: Dana is there, this person starts editing, one heartbeat later nobody else is, then the page closes',
    input: { record: { type: 'load', id: 12 } },
    steps: [
      { settle: 'announce', outcome: 'dana' },
      { type: 'presence.editing', editing: true },
      { settle: 'announce', outcome: 'dana' },
      { advance: HEARTBEAT },
      { settle: 'announce', outcome: 'nobody' },
      { type: 'presence.leave' },
    ],
    endsIn: 'gone',
  },
];
