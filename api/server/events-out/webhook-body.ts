import type { StoredEvent } from '../live/outbox-read';

/** What one delivery sends: the Standard Webhooks envelope (type, timestamp, data). */
export interface WebhookMessage {
  messageId: string;
  kind: string;
  body: string;
}

/**
 * The body of an outbox event (decision 083): its kind, when, the record and the outbox payload (changed field
 * names, a status move, a stop's state, the row version). Never who did it nor any field value: a receiver
 * reads the record through the API if it needs more. Past `maxBytes` only the ids are sent.
 */
export function eventMessage(event: StoredEvent, maxBytes: number): WebhookMessage {
  const { fields, status, stop, owner, dateModified } = event.payload;
  const ids = { eventId: event.id, recordType: event.recordType, recordId: event.recordId };
  const envelope = (data: object) => JSON.stringify({ type: event.kind, timestamp: event.at, data });
  let body = envelope({ ...ids, fields, status, stop, owner, dateModified });
  if (Buffer.byteLength(body) > maxBytes) body = envelope({ ...ids, truncated: true });
  return { messageId: `msg_${event.id}`, kind: event.kind, body };
}

/** The "send test event" message: nothing of the business in it. */
export const testMessage = (messageId: string, at: Date): WebhookMessage => ({
  messageId,
  kind: 'webhook.test',
  body: JSON.stringify({ type: 'webhook.test', timestamp: at.toISOString(), data: { test: true } }),
});
