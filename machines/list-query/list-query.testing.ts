import { assign, createActor, SimulatedClock } from 'xstate';
import type { ListQuery } from '#contract/list-query';
import { makePager } from '#contract/pager';
import { deferredActor, flush } from '../testing/deferred-actor';
import { recorder } from '../testing/recorder';
import type { ListColumnSpec, ListPage, ListRow } from './list-query.helpers';
import type { ConfirmDeleteInput, DeleteItemsInput, ListQueryMachineInput } from './list-query.context';
import { listQueryMachine } from './list-query.machine';
import type { ListSettings } from './list-settings';

export const today = '2025-09-04';

export const orderColumns: ListColumnSpec[] = [
  { id: 'orderId', label: 'Order #', sortable: true },
  { id: 'customer', label: 'Customer', sortable: true, sortKey: 'customerName' },
  { id: 'status', label: 'Status' },
  { id: 'notes', label: 'Notes', defaultVisible: false, exportable: false },
];

export const order = (id: number): ListRow => ({ orderId: id, customer: `Customer ${id}`, status: 'Open' });
export const orders = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => order(from + i));

/** A page as the server answers it: `pageNumber` 1-based. */
export const page = (items: ListRow[], totalItems: number, pageNumber = 1, pageSize = 10): ListPage => ({
  items,
  pager: makePager(totalItems, pageNumber - 1, pageSize),
});

/** The list machine in Node: deferred actors, recorded storage writes, a fixed day, a simulated clock. */
export function startList(input: Partial<ListQueryMachineInput> = {}) {
  const clock = new SimulatedClock();
  const fetchPage = deferredActor<ListPage, ListQuery>();
  const deleteItems = deferredActor<unknown, DeleteItemsInput>();
  const confirmDelete = deferredActor<boolean, ConfirmDeleteInput>();
  const persisted = recorder<{ key: string; settings: ListSettings }>();
  const actor = createActor(
    listQueryMachine.provide({
      actions: { persistSettings: persisted.action, readToday: assign({ today }) },
      actors: {
        fetchPage: fetchPage.logic,
        deleteItems: deleteItems.logic,
        confirmDelete: confirmDelete.logic,
      },
    }),
    {
      clock,
      input: { listKey: 'orders-list', columns: orderColumns, rowKey: 'orderId', ...input },
    },
  ).start();
  const snap = () => actor.getSnapshot();
  /** Answers the latest request and lets the minimum spinner run out. */
  const answer = async (answerPage: ListPage) => {
    fetchPage.last().resolve(answerPage);
    await flush();
    clock.increment(100);
  };
  const fail = async (error: unknown) => {
    fetchPage.last().reject(error);
    await flush();
    clock.increment(100);
  };
  const lastQuery = () => fetchPage.last().input;
  const lastSettings = () => persisted.calls.at(-1)?.settings;
  return {
    actor,
    clock,
    snap,
    fetchPage,
    deleteItems,
    confirmDelete,
    persisted,
    answer,
    fail,
    lastQuery,
    lastSettings,
  };
}

/** A started list whose first answer shows orders 1–10 of `total`, on page 1. */
export async function startShown(input: Partial<ListQueryMachineInput> = {}, total = 25) {
  const t = startList(input);
  await t.answer(page(orders(1, 10), total));
  return t;
}
