import type { AnyStateMachine } from 'xstate';
import { accountSelectionMachine } from '../account-selection/account-selection.machine';
import { alertTimeoutMachine } from '../alert-timeout/alert-timeout.machine';
import { changelogMachine } from '../changelog/changelog.machine';
import { commandMachine } from '../command/command.machine';
import { confirmMachine } from '../confirm/confirm.machine';
import { forgotPasswordMachine } from '../forgot-password/forgot-password.machine';
import { attachmentsMachine } from '../file-upload/attachments.machine';
import { fileUploadMachine } from '../file-upload/file-upload.machine';
import { listExportMachine } from '../list-export/list-export.machine';
import { columnSettingsMachine } from '../list-query/column-settings.machine';
import { dateFilterMachine } from '../list-query/date-filter.machine';
import { editFormMachine } from '../edit-form/edit-form.machine';
import { listQueryMachine } from '../list-query/list-query.machine';
import { savedViewsMachine } from '../saved-views/saved-views.machine';
import { liveUpdatesMachine } from '../live-updates/live-updates.machine';
import { presenceMachine } from '../presence/presence.machine';
import { loadCalendarMachine } from '../load-calendar/load-calendar.machine';
import { loadStatusMachine } from '#domain/load-status.machine';
import { stopSequencingMachine } from '#domain/stop-sequencing.machine';
import { noteThreadMachine } from '../note-thread/note-thread.machine';
import { optionSearchMachine } from '../option-search/option-search.machine';
import { orderGroupingMachine } from '../order-grouping/order-grouping.machine';
import { orderJourneyMachine } from '../order-journey/order-journey.machine';
import { orderStatusMachine } from '#domain/order-status.machine';
import { reportRendererMachine } from '../report-renderer/report-renderer.machine';
import { resourceMachine } from '../resource/resource.machine';
import { trackingPageMachine } from '../tracking-page/tracking-page.machine';
import { requestAccessMachine } from '../request-access/request-access.machine';
import { resetPasswordMachine } from '../reset-password/reset-password.machine';
import { logoutMachine } from '../session/logout.machine';
import { sessionWatcherMachine } from '../session/session-watcher.machine';
import { signInMachine } from '../sign-in/sign-in.machine';
import { snackbarMachine } from '../snackbar/snackbar.machine';
import { stopEditingMachine } from '../stop-editing/stop-editing.machine';
import { accountSelectionKit } from './kits/account-selection.kit';
import { alertTimeoutKit } from './kits/alert-timeout.kit';
import { attachmentsKit } from './kits/attachments.kit';
import { changelogKit } from './kits/changelog.kit';
import { commandKit } from './kits/command.kit';
import { confirmKit } from './kits/confirm.kit';
import { fileUploadKit } from './kits/file-upload.kit';
import { forgotPasswordKit } from './kits/forgot-password.kit';
import { columnSettingsKit } from './kits/column-settings.kit';
import { dateFilterKit } from './kits/date-filter.kit';
import { editFormKit } from './kits/edit-form.kit';
import { listExportKit } from './kits/list-export.kit';
import { listQueryKit } from './kits/list-query.kit';
import { savedViewsKit } from './kits/saved-views.kit';
import { loadCalendarKit } from './kits/load-calendar.kit';
import { loadStatusKit } from './kits/load-status.kit';
import { logoutKit } from './kits/logout.kit';
import { noteThreadKit } from './kits/note-thread.kit';
import { optionSearchKit } from './kits/option-search.kit';
import { orderGroupingKit } from './kits/order-grouping.kit';
import { orderJourneyKit } from './kits/order-journey.kit';
import { orderStatusKit } from './kits/order-status.kit';
import { requestAccessKit } from './kits/request-access.kit';
import { resetPasswordKit } from './kits/reset-password.kit';
import { reportRendererKit } from './kits/report-renderer.kit';
import { resourceKit } from './kits/resource.kit';
import { trackingPageKit } from './kits/tracking-page.kit';
import { liveUpdatesKit } from './kits/live-updates.kit';
import { presenceKit } from './kits/presence.kit';
import { sessionWatcherKit } from './kits/session-watcher.kit';
import { signInKit } from './kits/sign-in.kit';
import { snackbarKit } from './kits/snackbar.kit';
import { stopEditingKit } from './kits/stop-editing.kit';
import { stopSequencingKit } from './kits/stop-sequencing.kit';
import type { TestKit } from './test-kit';

export interface RegisteredMachine {
  id: string;
  title: string;
  machine: AnyStateMachine;
  description: string;
  /**
   * How to run it in Node: input, sample events, actor outcomes, per-state expectations (see test-kit.ts).
   * The generated path tests, docs/machines.md, replays and the inspector's simulation all read it.
   */
  testKit: TestKit;
}

/**
 * Every machine of the app, for docs/machines.md, the generated path tests, recorded replays and the
 * inspector. Registering a machine here is all it takes to get them (docs/adding-a-machine.md).
 */
export const machineRegistry: readonly RegisteredMachine[] = [
  {
    id: 'sessionWatcher',
    title: 'Session watcher',
    machine: sessionWatcherMachine,
    testKit: sessionWatcherKit,
    description:
      'Checks stored authentication every second; logs out on a removed token or a switched identity, redirects on 401.',
  },
  {
    id: 'liveUpdates',
    title: 'Live updates',
    machine: liveUpdatesMachine,
    testKit: liveUpdatesKit,
    description:
      'The live desk stream: opens it, resumes after the last event, backs off 1–30 s after failures, pauses offline, resyncs after a gap.',
  },
  {
    id: 'presence',
    title: 'Presence on a record',
    machine: presenceMachine,
    testKit: presenceKit,
    description:
      'A record page says who is on it: announces this person (and whether editing) every 10 s and at once when that changes, keeps the others named, says goodbye on leaving.',
  },
  {
    id: 'logout',
    title: 'Logout',
    machine: logoutMachine,
    testKit: logoutKit,
    description: 'Clears storage, calls the logout endpoint (failure logged) and navigates to /login.',
  },
  {
    id: 'snackbar',
    title: 'Global snackbar',
    machine: snackbarMachine,
    testKit: snackbarKit,
    description:
      'One message at a time, a new one replacing it at once; 6000 ms default timeout, or until closed.',
  },
  {
    id: 'confirm',
    title: 'Global confirm dialog',
    machine: confirmMachine,
    testKit: confirmKit,
    description: 'One confirmation at a time, answered by Confirm or Cancel; openers await the answer.',
  },
  {
    id: 'alertTimeout',
    title: 'Alert banner',
    machine: alertTimeoutMachine,
    testKit: alertTimeoutKit,
    description:
      'Shown or hidden; optional dismiss; with a timeout, a 0-100 % progress bar then hides after 200 ms.',
  },
  {
    id: 'signIn',
    title: 'Sign in',
    machine: signInMachine,
    testKit: signInKit,
    description: 'Credentials, identity choice and redirect.',
  },
  {
    id: 'requestAccess',
    title: 'Request access',
    machine: requestAccessMachine,
    testKit: requestAccessKit,
    description: 'New customer access request form.',
  },
  {
    id: 'forgotPassword',
    title: 'Forgot password',
    machine: forgotPasswordMachine,
    testKit: forgotPasswordKit,
    description: 'Sends a password reset link by email.',
  },
  {
    id: 'resetPassword',
    title: 'Reset password',
    machine: resetPasswordMachine,
    testKit: resetPasswordKit,
    description: 'Checks the reset hash, then sets a new password.',
  },
  {
    id: 'accountSelection',
    title: 'Account selection',
    machine: accountSelectionMachine,
    testKit: accountSelectionKit,
    description: 'Chooses one of several identities and logs in to it.',
  },
  {
    id: 'listQuery',
    title: 'List query',
    machine: listQueryMachine,
    testKit: listQueryKit,
    description:
      'Search (300 ms debounce), sort, filter, page, select and delete in any list; the spinner shows at least 100 ms.',
  },
  {
    id: 'savedViews',
    title: 'Saved list views',
    machine: savedViewsMachine,
    testKit: savedViewsKit,
    description:
      "A list's saved views: read mine and my team's, apply one (picked or from its link), save the list as a view, share it, delete mine.",
  },
  {
    id: 'dateFilter',
    title: 'List date filter',
    machine: dateFilterMachine,
    testKit: dateFilterKit,
    description:
      "A list's date presets; Specific Date and Date Range open a picker whose OK needs the days. Runs inside the list query.",
  },
  {
    id: 'columnSettings',
    title: 'List column settings',
    machine: columnSettingsMachine,
    testKit: columnSettingsKit,
    description: 'The Shown Columns dialog of a list; Save needs one column. Runs inside the list query.',
  },
  {
    id: 'listExport',
    title: 'List CSV export',
    machine: listExportMachine,
    testKit: listExportKit,
    description:
      'Exports the selected rows, or up to 2000 rows of the query fetched 200 at a time by three fetchers, as CSV.',
  },
  {
    id: 'editForm',
    title: 'Edit form',
    machine: editFormMachine,
    testKit: editFormKit,
    description:
      "Every edit screen: load, edit (pristine/dirty, lazy validation), save; a failed save keeps the input; another person's save (live, or a 409) merges field by field, asking only about fields both changed; leaving with changes asks first.",
  },
  {
    id: 'optionSearch',
    title: 'Option search',
    machine: optionSearchMachine,
    testKit: optionSearchKit,
    description:
      "A combobox's options: searched after a 300 ms debounce, 10 a page, more pages appended on request.",
  },
  {
    id: 'orderGrouping',
    title: 'Order list grouping',
    machine: orderGroupingMachine,
    testKit: orderGroupingKit,
    description:
      'The order list status grouping (Current, Delivered, Cancelled, All), and grouping (2+) or ungrouping (1+) the selected orders.',
  },
  {
    id: 'orderStatus',
    title: 'Order status',
    machine: orderStatusMachine,
    testKit: orderStatusKit,
    description:
      'The 12 order statuses: loads, stops and picking move an order from Intake to Delivered; people hold, flag an issue, release, cancel and reinstate (decision 036).',
  },
  {
    id: 'resource',
    title: 'Resource',
    machine: resourceMachine,
    testKit: resourceKit,
    description:
      'Something a screen reads and may read again (a badge count, role choices, logins); a reload keeps the old data showing.',
  },
  {
    id: 'trackingPage',
    title: 'Tracking page',
    machine: trackingPageMachine,
    testKit: trackingPageKit,
    description:
      'The public page of a tracking link: reads the order every few seconds; an unknown, expired or revoked link ends it with its sentence.',
  },
  {
    id: 'reportRenderer',
    title: 'Report renderer',
    machine: reportRendererMachine,
    testKit: reportRendererKit,
    description:
      'The report screens: Generate Report runs the report with the filters; a PDF is previewed inline (refresh, download), a spreadsheet saved; a failure shows in a dismissible alert.',
  },
  {
    id: 'command',
    title: 'Command',
    machine: commandMachine,
    testKit: commandKit,
    description:
      'One action of a detail screen that is not editing (delete, approve, decline, change a password): asks first when wanted, runs, tells the screen or says why it failed.',
  },
  {
    id: 'noteThread',
    title: 'Note thread',
    machine: noteThreadMachine,
    testKit: noteThreadKit,
    description:
      'The notes of an order, customer, location or load: read (180 ms minimum), sorted by date, added, edited in place, deleted after confirmation; a failure keeps the typed text.',
  },
  {
    id: 'changelog',
    title: 'Change log',
    machine: changelogMachine,
    testKit: changelogKit,
    description:
      'The change log of an order or a load, newest first, paged by 5, 10 or 25; a failed read is only logged.',
  },
  {
    id: 'attachments',
    title: 'Attachments',
    machine: attachmentsMachine,
    testKit: attachmentsKit,
    description:
      'The files of an order, load, carrier or customer: read, description edited in place, download, delete after confirmation.',
  },
  {
    id: 'fileUpload',
    title: 'File upload',
    machine: fileUploadMachine,
    testKit: fileUploadKit,
    description:
      'Files chosen or dropped, sent one at a time: queued, uploading with progress, done, failed with retry, cancelled (the transfer aborts).',
  },
  {
    id: 'loadCalendar',
    title: 'Load calendar',
    machine: loadCalendarMachine,
    testKit: loadCalendarKit,
    description:
      'The load calendar: month, week or day in the URL (back returns), previous/today/next, keyboard moves, designation and current-load filters, loads read only when the window changes, and a day\'s "+N more" list.',
  },
  {
    id: 'loadStatus',
    title: 'Load status',
    machine: loadStatusMachine,
    testKit: loadStatusKit,
    description:
      'The load status of spec 2 §4: automatic from orders, carrier and check-offs (Open, Planned, Booked, In Transit, Delivered), Cancelled by cancelLoads; chosen by hand only with Disable Auto Status.',
  },
  {
    id: 'stopSequencing',
    title: 'Stop-resolution sequencing',
    machine: stopSequencingMachine,
    testKit: stopSequencingKit,
    description:
      "A load's check-offs: only the next stop (the lowest unresolved) may be checked, only the last resolved one unchecked, none once delivered; a refusal carries the spec's sentence.",
  },
  {
    id: 'stopEditing',
    title: 'Load stop modal',
    machine: stopEditingMachine,
    testKit: stopEditingKit,
    description:
      'The load stop modal: a before and an after copy of the stops; check-offs follow the next-to-resolve rule and stamp the time; previous/next keep edits; Save hands the changed stops to the order journey as one edit and closes, Cancel and close restore.',
  },
  {
    id: 'orderJourney',
    title: 'Order journey',
    machine: orderJourneyMachine,
    testKit: orderJourneyKit,
    description:
      "An order's loads and stops: edits show at once and are saved in batches (Unsaved 500 ms, Saving at least 500 ms, Saved or SaveFailed keeping the edits); a save someone else's overtook (409) reads theirs and merges the edited stops field by field, asking only about fields both changed; leaving with unsaved edits asks; selections reset 1 s after a link.",
  },
];
