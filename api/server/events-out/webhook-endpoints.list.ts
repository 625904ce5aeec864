import type { WebhookEndpoint } from '#contract/webhook';
import { webhookEndpoints } from '../db/schema/events-out';
import { booleanProp, datetimeProp, defineList, idProp, textProp } from '../lists/list-definition';
import { loadWebhookEndpoints } from './webhook-endpoints';

const e = webhookEndpoints;

/** The webhook endpoints screen's list: searchable by address and description, newest first. */
export const webhookEndpointsList = defineList<WebhookEndpoint>({
  noun: 'webhook endpoints',
  table: webhookEndpoints,
  id: e.webhookEndpointId,
  idProperty: 'webhookEndpointId',
  properties: {
    webhookEndpointId: idProp(e.webhookEndpointId),
    url: textProp(e.url),
    description: textProp(e.description),
    active: booleanProp(e.active),
    dateAdded: datetimeProp(e.dateAdded),
    dateModified: datetimeProp(e.dateModified),
  },
  search: ['url', 'description'],
  searchById: true,
  defaultSort: [{ sortBy: 'dateAdded', isSortAscending: false }],
  load: (ids, ctx) => loadWebhookEndpoints(ctx.db, ids),
  idOf: (item) => item.webhookEndpointId,
});
