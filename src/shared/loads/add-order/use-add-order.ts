import { useEffect, useState } from 'react';
import { splitListResponse } from '#contract/pager';
import type { OptionPageRequest } from '#machines/option-search/option-search.machine';
import { useRuntime } from '../../../app/runtime-context';
import { useCommand } from '../../../app/use-command';
import { useOptionSearch } from '../../../app/use-option-search';
import { addOrderTitles, newLoadOption, type AddOrderMode } from './add-order-texts';

/** The order being added: what the dialog shows of it and whether it belongs to a group. */
export interface StagedOrder {
  orderId: number;
  producerName?: string | null;
  poNumber?: string | null;
  orderGroupId?: number | null;
}

/** What the dialog chose: PUT addOrderToLoad's query (spec 2 §7), and the load (null: a new one). */
export interface AddOrderChoice {
  loadId: number | null;
  locationId?: number;
  shouldAddGroup: boolean;
  deliveryIsConsolidation: boolean;
}

export interface AddOrderProps {
  order: StagedOrder;
  mode: AddOrderMode;
  /**
   * The load the order joins. Null lets the dialog choose it (the Order Journey): an existing current load
   * or a new one.
   */
  loadId: number | null;
  /** Adds it: the load page calls addOrderToLoad; the Order Journey queues it with its other edits. */
  submit: (choice: AddOrderChoice, signal: AbortSignal) => Promise<unknown>;
  onAdded: () => void;
  onCancel: () => void;
}

type Choice = { id: number; label: string } | null;

/**
 * The add-order dialog's wiring (spec 2 §2): a consolidation asks for its location (warehouse locations
 * only for NWDS, warehouses hidden otherwise), a grouped order may bring its whole group, and Save is
 * disabled while a consolidation has no location.
 */
export function useAddOrder({ loadId, order, mode, submit, onAdded }: AddOrderProps) {
  const { services } = useRuntime();
  const consolidating = mode !== 'delivery';
  const choosesLoad = loadId === null;
  // The dialog's inputs; the call itself is a command.
  const [location, setLocation] = useState<Choice>(null);
  const [load, setLoad] = useState<Choice>(null);
  const [addGroup, setAddGroup] = useState(false);
  // "Consolidate Order to NWDS Location" starts at the consolidation target setting (else the warehouse);
  // a failed read leaves the choice to the person, as before.
  useEffect(() => {
    if (mode !== 'warehouse') return;
    const abort = new AbortController();
    services.locationsApi.getConsolidationTarget(abort.signal).then(
      (target) => target && setLocation((chosen) => chosen ?? { id: target.locationId, label: target.name }),
      () => {},
    );
    return () => abort.abort();
  }, [mode, services]);
  const locations = useOptionSearch(async (request: OptionPageRequest, signal) => {
    const answer = await services.locationsApi.getItems(
      {
        filterText: request.text,
        pageNumber: request.pageNumber,
        pageSize: request.pageSize,
        sortColumns: [{ sortBy: 'name', isSortAscending: true }],
        fields: mode === 'warehouse' ? { onlyNWDWarehouses: true } : { includeNWDWarehouse: false },
      },
      signal,
    );
    const { items, pager } = splitListResponse(answer);
    return {
      options: items.map((l) => ({
        value: String(l.locationId),
        label: l.name,
        description: [l.city, l.stateCode].filter(Boolean).join(', ') || undefined,
      })),
      hasMore: pager ? (request.pageNumber + 1) * request.pageSize < pager.totalItems : false,
    };
  });
  // Current loads, newest first, after the choice of a new load.
  const loads = useOptionSearch(async (request: OptionPageRequest, signal) => {
    const answer = await services.loadsApi.getItems(
      {
        filterText: request.text,
        pageNumber: request.pageNumber,
        pageSize: request.pageSize,
        sortColumns: [{ sortBy: 'loadId', isSortAscending: false }],
        fields: { currentOrders: 1 },
      },
      signal,
    );
    const { items, pager } = splitListResponse(answer);
    const found = items.map((l) => ({
      value: String(l.loadId),
      label: `Load #${l.loadId}`,
      description: l.carrierName ?? 'No Carrier',
    }));
    return {
      options: request.pageNumber === 0 && !request.text ? [newLoadOption, ...found] : found,
      hasMore: pager ? (request.pageNumber + 1) * request.pageSize < pager.totalItems : false,
    };
  });
  const add = useCommand<void, unknown>({
    run: (_, signal) =>
      submit(
        {
          loadId: choosesLoad ? (load && load.id > 0 ? load.id : null) : loadId,
          ...(consolidating && location ? { locationId: location.id } : {}),
          shouldAddGroup: addGroup,
          deliveryIsConsolidation: consolidating,
        },
        signal,
      ),
    onDone: () => onAdded(),
  });
  const pick = (set: (c: Choice) => void) => (value: string, label: string | null) =>
    set(value ? { id: Number(value), label: label ?? value } : null);
  return {
    title: addOrderTitles[mode],
    order,
    consolidating,
    location,
    chooseLocation: pick(setLocation),
    locations,
    /** The load picker, when the dialog chooses the load; a new load until one is picked. */
    loadPicker: choosesLoad
      ? { value: load ?? { id: 0, label: newLoadOption.label }, choose: pick(setLoad), search: loads }
      : null,
    groupId: order.orderGroupId ?? null,
    addGroup,
    setAddGroup,
    add,
    canSave: !add.busy && (!consolidating || location !== null),
  };
}
