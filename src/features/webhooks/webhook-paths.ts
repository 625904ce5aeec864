/** The webhook screens' addresses: in the administration area beside /users/admin. */
export const webhooksListPath = '/admin/webhooks';
export const newWebhookPath = '/admin/webhooks/new';
export const webhookDetailsPath = (id: number) => `/admin/webhooks/${id}`;
