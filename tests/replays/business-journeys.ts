import { LoadStatus } from '#contract/load-status';
import {
  bolFile,
  builtJourney,
  calendarDay5,
  calendarMonth,
  calendarWeek,
  checkOffTimes,
  deliveredJourney,
  dispatcherNote,
  fixture,
  loadFormRecord,
  loadsPage,
  modalStops,
  pickedUpJourney,
  unplannedJourney,
} from './business-fixtures';
import { formSchemas } from '#machines/edit-form/form-schemas';
import type { Journey, JourneyStep } from './journey-steps';

const { pickedAt, deliveredAt } = checkOffTimes;

/** An edit on the journey, then Unsaved for 500 ms, the server's answer, and Saving for 500 ms. */
const savedEdit = (edit: unknown, answer: unknown): JourneyStep[] => [
  { type: 'journey.edited', edit },
  { advance: 500 },
  { settle: 'saveEdits', output: answer },
  { advance: 500 },
];
const checked = (loadStopId: number, at: string) => ({
  kind: 'stopChecked',
  loadId: 20,
  loadStopId,
  checked: true,
  at,
});
const journeyEnd = 'ready.(save.saved, leaving.idle, modal.closed, ui.idle)';

/** One journey per business workflow (issue #29): what a person does on the load, order and report pages. */
export const businessJourneys: Journey[] = [
  {
    file: 'load-page-build-and-check-off.json',
    machineId: 'orderJourney',
    title:
      'Load page: order 8 added to Load #20 (the server builds its pickup and delivery), then both stops checked off in turn, each saved',
    input: { orderId: 8 },
    steps: [
      { settle: 'fetchJourney', output: unplannedJourney },
      // As the journey tab sends them: the add-order dialog opens, its Save is the edit, then it closes.
      { type: 'dialog.opened', loadId: null, mode: 'delivery' },
      {
        type: 'journey.edited',
        edit: {
          kind: 'orderAdded',
          loadId: 20,
          orderId: 8,
          locationId: 77,
          shouldAddGroup: false,
          deliveryIsConsolidation: false,
        },
      },
      { type: 'dialog.closed' },
      { advance: 500 },
      { settle: 'saveEdits', output: builtJourney },
      { advance: 500 },
      ...savedEdit(checked(201, pickedAt), pickedUpJourney),
      ...savedEdit(checked(202, deliveredAt), deliveredJourney),
    ],
    endsIn: journeyEnd,
  },
  {
    file: 'load-form-miles-corrected.json',
    machineId: 'editForm',
    title:
      "Load page's form: Load #20 read (revenue, carrier pay, carrier), miles typed below 0 and Save refused with the rule's message, corrected, saved",
    // The schema is recorded as its name ({ "$schema": "loadForm" }) and found again at replay (decision 087).
    input: { key: 20, schema: formSchemas.loadForm },
    steps: [
      { settle: 'load', output: loadFormRecord },
      { type: 'field.changed', field: 'miles', value: -5 },
      { type: 'form.save' },
      { type: 'field.changed', field: 'miles', value: 240 },
      { type: 'form.save' },
      { settle: 'save', output: { ...loadFormRecord, miles: 240, dateModified: '2026-03-05T10:00:00.000Z' } },
    ],
    endsIn: 'open.(form.editing.(changes.pristine, notice.saved), leave.idle)',
  },
  {
    file: 'stop-sequencing-check-off-in-order.json',
    machineId: 'stopSequencing',
    title:
      "Load #20's three stops: Stop 2 refused before Stop 1 (the sentence says which is next), then all checked off in order; Stop 1 refused to uncheck once Stop 2 is resolved; the load delivered",
    input: {
      loadId: 20,
      stops: [1, 2, 3].map((stopSequence) => ({
        stopSequence,
        pickedUpOrDelivered: false,
        refLoadStopTypeId: stopSequence === 1 ? 1 : 2,
        loadStopOrders: [{ orderId: 8 }],
      })),
    },
    steps: [
      { type: 'stop.checked', index: 1 },
      { type: 'stop.checked', index: 0 },
      { type: 'stop.checked', index: 1 },
      { type: 'stop.unchecked', index: 0 },
      { type: 'stop.checked', index: 2 },
      { type: 'load.delivered', delivered: true },
    ],
    endsIn: 'allResolved',
  },
  {
    file: 'stop-modal-check-off-and-save.json',
    machineId: 'stopEditing',
    title:
      "Stop modal on Load #20's pickup: checked off at 09:30, the time corrected, on to the delivery and back, saved",
    input: { stops: modalStops, index: 0, loadDelivered: false, loadId: 20 },
    steps: [
      { type: 'stop.resolvedToggled', checked: true, at: pickedAt },
      { type: 'stop.timeChanged', value: '2026-03-05T09:20:00.000Z' },
      { type: 'stop.next' },
      { type: 'stop.fieldChanged', field: 'stopDirections', value: fixture.directions },
      { type: 'stop.previous' },
      { type: 'modal.save' },
      { settle: 'saveStops', output: null },
    ],
    endsIn: 'done',
  },
  {
    file: 'order-status-why-not.json',
    machineId: 'orderStatus',
    title:
      'Order status: Intake, a type set (Open), put on a load (Planned); Cancel refused there ("why not": only an Intake or Open order can be cancelled), held and released instead',
    input: { ignoreStatusUpdates: false },
    steps: [
      { type: 'order.typeSet' },
      { type: 'load.orderAdded', consolidation: false },
      { type: 'order.cancel' },
      { type: 'order.hold' },
      { type: 'load.carrierAssigned' },
      { type: 'order.release' },
    ],
    endsIn: '(progress.booked, attention.clear)',
  },
  {
    file: 'load-status-disable-auto-status.json',
    machineId: 'loadStatus',
    title:
      'Load status: Open, orders and a carrier make it Booked; Disable Auto Status, then In Transit chosen by hand; a check-off no longer moves it',
    input: { ignoreStatusUpdates: false },
    steps: [
      {
        type: 'load.factsChanged',
        facts: { hasOrders: true, hasCarrier: false, firstStopResolved: false, allStopsResolved: false },
      },
      {
        type: 'load.factsChanged',
        facts: { hasOrders: true, hasCarrier: true, firstStopResolved: false, allStopsResolved: false },
      },
      { type: 'status.chosen', status: LoadStatus.Delivered },
      { type: 'autoStatus.toggled', ignoreStatusUpdates: true },
      { type: 'status.chosen', status: LoadStatus.InTransit },
      {
        type: 'load.factsChanged',
        facts: { hasOrders: true, hasCarrier: true, firstStopResolved: true, allStopsResolved: true },
      },
    ],
    endsIn: 'inTransit',
  },
  {
    file: 'report-generated.json',
    machineId: 'reportRenderer',
    title: 'Order Picked Dates for May 2025: generated, previewed, refreshed',
    steps: [
      {
        type: 'report.generate',
        request: { fields: { dateStartInclusive: '2025-05-01', dateEndExclusive: '2025-06-01' } },
      },
      { settle: 'generate', outcome: 'pdf' },
      { type: 'report.refresh' },
      { settle: 'generate', outcome: 'pdf' },
    ],
    endsIn: 'shown',
  },
  {
    file: 'note-added.json',
    machineId: 'noteThread',
    title: "A dispatcher adds a note to Load #20's thread; the thread reads again with it",
    input: {},
    steps: [
      { settle: 'loadNotes', output: [dispatcherNote(1, 'Appointment confirmed')] },
      { advance: 180 },
      { type: 'draft.changed', text: ` ${fixture.note} ` },
      { type: 'draft.submit' },
      { settle: 'addNote', output: dispatcherNote(2, fixture.note) },
      {
        settle: 'loadNotes',
        output: [dispatcherNote(2, fixture.note), dispatcherNote(1, 'Appointment confirmed')],
      },
      { advance: 180 },
    ],
    endsIn: 'idle',
  },
  {
    file: 'file-upload-bol.json',
    machineId: 'fileUpload',
    title: 'The signed BOL dropped on Load #20: uploading with progress, then done',
    steps: [
      // The file as a recording keeps it: its size and type. A Blob itself serialises to {} (serialize.ts), so
      // a log saved in the browser loses the size the limit check reads; this journey records what replays.
      {
        type: 'files.added',
        files: [{ file: { size: bolFile.size, type: bolFile.type }, name: bolFile.name }],
      },
      { type: 'upload.progress', loaded: 1024, total: 2048 },
      { type: 'upload.progress', loaded: 2048, total: 2048 },
      { type: 'upload.finished' },
    ],
    endsIn: 'idle',
  },
  {
    file: 'attachments-file-added.json',
    machineId: 'attachments',
    title: "Load #20's attachments read again after the upload; the new file's description edited",
    steps: [
      { settle: 'loadFiles', output: [] },
      { type: 'attachments.reload' },
      { settle: 'loadFiles', output: [bolFile] },
      { type: 'description.editStarted', fileId: bolFile.fileId },
      { type: 'description.changed', text: fixture.fileDescription },
      { type: 'description.save' },
      { settle: 'saveDescription', output: bolFile },
      { settle: 'loadFiles', output: [bolFile] },
    ],
    endsIn: 'idle',
  },
  {
    file: 'loads-list-with-money.json',
    machineId: 'listQuery',
    title: 'The loads list: its first page (carrier, destination, revenue, carrier rate), one load selected',
    input: {
      listKey: 'loads-list',
      rowKey: 'loadId',
      columns: [
        { id: 'loadId', label: 'Load #', sortable: true },
        { id: 'carrierName', label: 'Carrier' },
        { id: 'revenue', label: 'Revenue' },
        { id: 'carrierRate', label: 'Carrier Rate' },
      ],
      dateFilter: { property: 'dateAdded' },
    },
    steps: [
      { settle: 'fetchPage', output: loadsPage },
      { advance: 100 },
      { type: 'list.rowToggled', id: 20 },
    ],
    endsIn: '(data.ready, search.idle)',
  },
  {
    file: 'changelog-paged.json',
    machineId: 'changelog',
    title: "Load #20's change log: the first page, then 25 a page (who changed what is redacted)",
    input: {},
    steps: [
      { settle: 'fetchChanges', outcome: 'found' },
      { type: 'changelog.pageSizeChanged', pageSize: 25 },
      { settle: 'fetchChanges', outcome: 'found' },
    ],
    endsIn: 'ready',
  },
  {
    file: 'order-grouping-grouped.json',
    machineId: 'orderGrouping',
    title: 'Orders 4 and 9 grouped from the order list; a single order refused as a group first',
    steps: [
      { type: 'orders.groupRequested', ids: [4] },
      { type: 'orders.groupRequested', ids: [4, 9] },
      { settle: 'groupOrders', outcome: 'grouped' },
    ],
    endsIn: 'idle',
  },
  {
    file: 'load-calendar-week-month-day.json',
    machineId: 'loadCalendar',
    title: 'Load calendar: the week of 5 March 2026, on to the month, then the day list of 5 March (+2 more)',
    input: { viewMode: 'week', date: '2026-03-05', today: '2026-03-05' },
    steps: [
      { settle: 'fetchCalendar', output: calendarWeek },
      { type: 'calendar.viewChanged', viewMode: 'month' },
      { settle: 'fetchCalendar', output: calendarMonth },
      { type: 'more.open', date: '2026-03-05' },
      { settle: 'fetchDay', output: calendarDay5 },
    ],
    endsIn: '(data.ready, more.open)',
  },
];
