import type { WebhookEndpoint } from '#contract/webhook';
import { dateFilter, textColumn, valueColumn, yesNoFilter } from '../../shared/business-lists/list-columns';
import { defineList } from '../../shared/lists/list-definition';
import { formatMoment } from '../../shared/format/moments';

/** The webhook endpoints, newest first, with their last delivery. */
export const webhooksList = defineList<WebhookEndpoint>({
  key: 'webhooks-list',
  title: 'Webhooks',
  inUrl: true,
  rowKey: 'webhookEndpointId',
  rowLabel: (row) => `Webhook ${row.url}`,
  searchLabel: 'Search webhooks',
  defaultQuery: { sortColumns: [{ sortBy: 'dateAdded', isSortAscending: false }] },
  columns: [
    valueColumn('url', 'Address'),
    valueColumn('description', 'Description'),
    textColumn<WebhookEndpoint>('active', 'On', (row) => (row.active ? 'Yes' : 'No'), {
      filter: yesNoFilter,
    }),
    textColumn<WebhookEndpoint>(
      'lastStatus',
      'Last delivery',
      (row) => (row.lastStatus ? `${row.lastStatus} ${formatMoment(row.lastAttemptAt)}` : 'None yet'),
      { sortable: false, filter: undefined },
    ),
    textColumn<WebhookEndpoint>('dateAdded', 'Added', (row) => formatMoment(row.dateAdded), {
      filter: dateFilter,
    }),
  ],
  fetchItems: (query, { signal, services }) => services.webhooksApi.getItems(query, signal),
});
