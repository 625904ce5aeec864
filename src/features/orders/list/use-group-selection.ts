import { CompareType, FilterOperator } from '#contract/filter-codes';
import { OrderListGroup } from '#contract/order-status';
import { maxPageSize, splitListResponse } from '#contract/pager';
import type { ListRow } from '#machines/list-query/list-query.helpers';
import { useRuntime } from '../../../app/runtime-context';
import { useCommand } from '../../../app/use-command';

/**
 * Selects every order of a group, on this page or not: the orders with that Group #, in any status, are read
 * and added to the list's selection (so Ungroup, or Delete, takes the whole group). A failed read says why.
 */
export function useGroupSelection(send: (event: { type: 'list.rowsSelected'; rows: ListRow[] }) => void) {
  const { services } = useRuntime();
  return useCommand<number, unknown>({
    run: async (orderGroupId, signal) => {
      const answer = await services.ordersApi.getItems(
        {
          pageNumber: 0,
          pageSize: maxPageSize,
          filters: [
            [
              {
                property: 'orderGroupId',
                value: orderGroupId,
                compareType: CompareType.Number,
                operatorType: FilterOperator.Is,
              },
            ],
          ],
          fields: { currentOrders: OrderListGroup.All },
        },
        signal,
      );
      const { items } = splitListResponse(answer);
      send({ type: 'list.rowsSelected', rows: items as unknown as ListRow[] });
      return null;
    },
  });
}
