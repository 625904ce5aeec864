import { autocompleteDebounceMs } from '#machines/option-search/option-search.machine';
import { presenceLimits } from '#contract/live-presence';
import { field, type Journey } from './journey-steps';

const HEARTBEAT = presenceLimits.heartbeatSeconds * 1000;

/** One journey per machine that had no kept replay (issue #29): short, as a person uses each. */
export const featureJourneys: Journey[] = [
  {
    file: 'saved-views-pick-save-delete.json',
    machineId: 'savedViews',
    title:
      "Loads list's saved views: read, one picked, the list saved as a new shared view, then that view deleted",
    input: { listKey: 'loads-list' },
    steps: [
      { settle: 'fetchViews', outcome: 'two' },
      { type: 'views.picked', viewId: 1 },
      {
        type: 'views.saveRequested',
        viewId: null,
        name: 'My late loads',
        shared: true,
        state: {
          visibleColumns: ['loadId'],
          sortColumns: [],
          filterText: '',
          filters: [],
          pagerLetter: null,
        },
      },
      { settle: 'saveView', outcome: 'saved' },
      { type: 'views.deleteRequested', viewId: 3 },
      { settle: 'deleteView', outcome: 'deleted' },
    ],
    endsIn: 'ready',
  },
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
  {
    file: 'live-updates-drop-and-resume.json',
    machineId: 'liveUpdates',
    title:
      'The live stream opens, hands on an order change, drops with a 503, waits 1 s and resumes after the last event seen',
    input: { lastEventId: null },
    steps: [
      { type: 'stream.opened' },
      {
        type: 'stream.message',
        message: { id: '41', kind: 'order.changed', data: { recordType: 'order', recordId: 7 } },
      },
      { type: 'stream.heartbeat' },
      { type: 'stream.failed', status: 503 },
      { advance: 1000 },
      { type: 'stream.opened' },
    ],
    endsIn: 'connected.live',
  },
  {
    file: 'forgot-password-link-sent.json',
    machineId: 'forgotPassword',
    title: 'Forgot password: Send pressed with no e-mail, then an e-mail typed and the link sent',
    steps: [
      { type: 'form.submit' },
      field('email', ' dana@example.com '),
      { type: 'form.submit' },
      { settle: 'sendResetLink', outcome: 'sent' },
    ],
    endsIn: 'form.success',
  },
  {
    // A request that reaches the server cannot be replayed: the replay types its stand-in for the redacted
    // e-mail, which the form refuses (tests/replays/README.md). So this one stops at the refused Submit.
    file: 'request-access-submit-refused.json',
    machineId: 'requestAccess',
    title: 'Request access: name and company filled, Submit refused, the missing fields marked',
    steps: [
      field('firstName', 'Ada'),
      field('lastname', 'Lovelace'),
      field('companyName', 'Acme Foods'),
      { type: 'form.submit' },
    ],
    endsIn: 'editing.idle',
  },
  {
    file: 'confirm-cancel-then-accept.json',
    machineId: 'confirm',
    title: 'Delete order? asked, cancelled, asked again and confirmed',
    steps: [
      { type: 'confirm.open', title: 'Delete order?', message: 'This cannot be undone.', color: 'error' },
      { type: 'confirm.cancel' },
      { type: 'confirm.open', title: 'Delete order?', message: 'This cannot be undone.', color: 'error' },
      { type: 'confirm.accept' },
    ],
    endsIn: 'closed',
  },
  {
    file: 'snackbar-sticky-covered-then-closed.json',
    machineId: 'snackbar',
    title: 'A sticky warning shows, Saved covers it for 6 s, the warning shows again and is closed',
    steps: [
      { type: 'snackbar.show', text: 'Read me first', severity: 'warning', timeoutMs: null },
      { type: 'snackbar.show', text: 'Saved', severity: 'success' },
      { advance: 6000 },
      { type: 'snackbar.close' },
    ],
    endsIn: 'hidden',
  },
  {
    file: 'logout-signed-out.json',
    machineId: 'logout',
    title: 'Sign out: storage cleared, the server told, the login page opens',
    steps: [{ type: 'logout.requested' }, { settle: 'callLogout', outcome: 'loggedOut' }],
    endsIn: 'idle',
  },
  {
    file: 'date-filter-range-chosen.json',
    machineId: 'dateFilter',
    title: 'Date filter: opened, Date range chosen, 1 to 3 September picked, OK',
    input: {},
    steps: [
      { type: 'dateFilter.opened' },
      { type: 'dateFilter.presetChosen', preset: 'dateRange' },
      { type: 'dateFilter.dateChosen', which: 'start', date: '2025-09-01' },
      { type: 'dateFilter.dateChosen', which: 'end', date: '2025-09-03' },
      { type: 'dateFilter.confirmed' },
    ],
    endsIn: 'closed',
  },
  {
    file: 'column-settings-status-shown.json',
    machineId: 'columnSettings',
    title: 'Column dialog: opened, Status ticked, Customer unticked, saved',
    input: { columns: ['orderId', 'customer', 'status'], visible: ['orderId', 'customer'] },
    steps: [
      { type: 'columns.dialogOpened' },
      { type: 'columns.toggled', columnId: 'status' },
      { type: 'columns.toggled', columnId: 'customer' },
      { type: 'columns.saved' },
    ],
    endsIn: 'closed',
  },
  {
    file: 'option-search-typed-then-more.json',
    machineId: 'optionSearch',
    title: 'Customer picker: opened (first page), a name typed, the debounce, its first page, then More',
    input: {},
    steps: [
      { type: 'search.opened' },
      { settle: 'fetchFirst', outcome: 'firstPage' },
      { type: 'search.changed', text: 'acme' },
      { advance: autocompleteDebounceMs },
      { settle: 'fetchFirst', outcome: 'firstPage' },
      { type: 'search.more' },
      { settle: 'fetchMore', outcome: 'lastPage' },
    ],
    endsIn: 'ready',
  },
  {
    file: 'command-delete-refused.json',
    machineId: 'command',
    title: "Delete role 7: confirmed, refused because it is assigned to users, the server's text dismissed",
    steps: [
      { type: 'command.start', args: 7 },
      { settle: 'confirm', outcome: 'accepted' },
      { settle: 'run', outcome: 'refused' },
      { type: 'command.dismiss' },
    ],
    endsIn: 'idle',
  },
  {
    file: 'resource-forbidden-then-read.json',
    machineId: 'resource',
    title: 'Roles read: refused at first, reloaded, read',
    steps: [
      { settle: 'fetch', outcome: 'forbidden' },
      { type: 'resource.reload' },
      { settle: 'fetch', outcome: 'found' },
    ],
    endsIn: 'ready',
  },
  {
    file: 'alert-timeout-counts-down.json',
    machineId: 'alertTimeout',
    title:
      'A 300 ms banner counts down and closes by itself, then is shown again with no timeout and dismissed',
    input: { shown: true, timeoutMs: 300, dismissible: true },
    steps: [
      { advance: 300 },
      { advance: 1000 },
      { type: 'alert.show', timeoutMs: null },
      { type: 'alert.dismiss' },
    ],
    endsIn: 'hidden',
  },
];
