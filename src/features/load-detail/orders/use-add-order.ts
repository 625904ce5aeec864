import { useState } from 'react';
import { splitListResponse } from '#contract/pager';
import type { OptionPageRequest } from '#machines/option-search/option-search.machine';
import { useRuntime } from '../../../app/runtime-context';
import { useCommand } from '../../../app/use-command';
import { useOptionSearch } from '../../../app/use-option-search';
import { addOrderTitles, type AddOrderMode } from './add-order-texts';
import type { LoadOrderRow } from './load-orders-lists';

export interface AddOrderProps {
  loadId: number;
  order: LoadOrderRow;
  mode: AddOrderMode;
  onAdded: () => void;
  onCancel: () => void;
}

/**
 * The add-order dialog's wiring (spec 2 §2): a consolidation asks for its location (warehouse locations
 * only for NWDS, warehouses hidden otherwise), a grouped order may bring its whole group, and Save is
 * disabled while a consolidation has no location. PUT addOrderToLoad, no body.
 */
export function useAddOrder({ loadId, order, mode, onAdded }: AddOrderProps) {
  const { services } = useRuntime();
  const consolidating = mode !== 'delivery';
  // The dialog's two inputs; the call itself is a command.
  const [location, setLocation] = useState<{ id: number; label: string } | null>(null);
  const [addGroup, setAddGroup] = useState(false);
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
  const add = useCommand<void, unknown>({
    run: (_, signal) =>
      services.loadsApi.addOrderToLoad(
        {
          loadId,
          orderId: order.orderId,
          ...(consolidating && location ? { locationId: location.id } : {}),
          shouldAddGroup: addGroup,
          deliveryIsConsolidation: consolidating,
        },
        signal,
      ),
    onDone: () => onAdded(),
  });
  return {
    title: addOrderTitles[mode],
    order,
    consolidating,
    location,
    chooseLocation: (value: string, label: string | null) =>
      setLocation(value ? { id: Number(value), label: label ?? value } : null),
    locations,
    groupId: order.orderGroupId ?? null,
    addGroup,
    setAddGroup,
    add,
    canSave: !add.busy && (!consolidating || location !== null),
  };
}
