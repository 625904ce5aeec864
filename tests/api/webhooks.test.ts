import { createHmac } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath } from '#contract/path-template';
import { webhookPaths } from '#contract/paths';
import { allPermissionCodes, Permission as P } from '#contract/permissions';
import { webhookTexts, type WebhookDelivery } from '#contract/webhook';
import { createWebhookDispatcher, type WebhookDispatcher } from '#server/events-out/webhook-dispatcher';
import { createLogger } from '#server/logging/logger';
import { createSignedInUser } from '#fixtures/auth-helpers';
import { until, type ReceivedMessage } from '#fixtures/webhook-receiver';
import { create, json, staffForm } from './orders-helpers';
import { useWebhookScene } from './webhook-helpers';

/**
 * Webhooks (issue #30, decision 083) against a receiver on 127.0.0.1: the Standard Webhooks signature, a retry
 * after a 500, each event sent once with two dispatchers claiming at once, and a refused endpoint that neither
 * blocks nor loses a save.
 */
const received: ReceivedMessage[] = [];
/** Answers the receiver gives, in turn; 200 once they run out. */
const answers: number[] = [];
const { t, d } = useWebhookScene(
  {
    WEBHOOK_SECRET_KEY: Buffer.alloc(32, 7).toString('base64'),
    // The default: a shorter timeout on a loaded machine ends an attempt the receiver did get, and it is sent again.
    WEBHOOK_TIMEOUT_SECONDS: '10',
  },
  received,
  () => answers.shift() ?? 200,
);
const dispatchers: WebhookDispatcher[] = [];

const startDispatcher = async () => {
  const dispatcher = createWebhookDispatcher({
    database: t.database,
    config: t.config,
    log: createLogger('silent'),
    retryDelaysMs: [50, 50],
    pollMs: 50,
  });
  dispatchers.push(dispatcher);
  await dispatcher.start();
  return dispatcher;
};

const register = async (path: string, groups: string[] = ['record.created']) =>
  json<{ webhookEndpointId: number; secret: string }>(
    await t.call('POST', webhookPaths.create, {
      token: d.admin,
      body: { url: `${d.base}${path}`, description: 'ERP', eventGroups: groups },
    }),
  );
const deliveries = async (id: number) =>
  json<WebhookDelivery[]>(
    await t.call('GET', fillPath(webhookPaths.getDeliveries, { id }), { token: d.admin }),
  );
const at = (path: string) => received.filter((r) => r.path === path);

beforeAll(async () => {
  await startDispatcher();
});
afterAll(async () => {
  for (const dispatcher of dispatchers) await dispatcher.stop();
});

describe('registering endpoints', () => {
  it('answers the secret once, refuses private addresses unless allowed, and needs the admin area', async () => {
    const made = await register('/first');
    expect(made.secret).toMatch(/^whsec_[A-Za-z0-9+/=]{32}$/);
    const read = await t.call('GET', fillPath(webhookPaths.getItemById, { id: made.webhookEndpointId }), {
      token: d.admin,
    });
    expect(await read.text()).not.toContain(made.secret);
    const [stored] = await t.database.rows<{ sealed: string }>(
      sql`select secret_sealed as sealed from webhook_endpoints where webhook_endpoint_id = ${made.webhookEndpointId}`,
    );
    expect(stored!.sealed).not.toContain(made.secret.slice(6));

    t.config.WEBHOOK_ALLOW_PRIVATE = false;
    try {
      const refused = await t.call('POST', webhookPaths.create, {
        token: d.admin,
        body: { url: 'http://127.0.0.1:9/x', eventGroups: ['stop.issue'] },
      });
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { fields: Record<string, string> }).fields.url).toBe(
        webhookTexts.urlPrivate,
      );
    } finally {
      t.config.WEBHOOK_ALLOW_PRIVATE = true;
    }
    const noGroups = await t.call('POST', webhookPaths.create, {
      token: d.admin,
      body: { url: `${d.base}/x`, eventGroups: [] },
    });
    expect(noGroups.status).toBe(400);
    const noArea = allPermissionCodes.filter((code) => code !== P.AdminPortalAccess);
    const staffToken = (
      await createSignedInUser(t, { identities: [{ type: 'employee', permissionCodes: noArea }] })
    ).token;
    const staff = await t.call('POST', webhookPaths.getItems, { token: staffToken, body: {} });
    expect(staff.status).toBe(403);
    await t.call('DELETE', fillPath(webhookPaths.byId, { id: made.webhookEndpointId }), { token: d.admin });
  });
});

describe('delivering events', () => {
  it('signs each event as Standard Webhooks does, retrying after a 500', async () => {
    const { webhookEndpointId, secret } = await register('/signed');
    answers.push(500);
    const order = await json(await create(t, d.staff.token, staffForm(d)));
    const got = await until(
      () => at('/signed'),
      (r) => r.length >= 2,
    );
    expect(got).toHaveLength(2);
    const [first, second] = got as [ReceivedMessage, ReceivedMessage];
    expect(second.headers['webhook-id']).toBe(first.headers['webhook-id']);
    const id = String(second.headers['webhook-id']);
    const timestamp = String(second.headers['webhook-timestamp']);
    const expected = createHmac('sha256', Buffer.from(secret.slice('whsec_'.length), 'base64'))
      .update(`${id}.${timestamp}.${second.body}`)
      .digest('base64');
    expect(second.headers['webhook-signature']).toBe(`v1,${expected}`);
    expect(Math.abs(Number(timestamp) - Date.now() / 1000)).toBeLessThan(600);
    const body = JSON.parse(second.body) as { type: string; data: Record<string, unknown> };
    expect(body.type).toBe('order.created');
    expect(body.data).toMatchObject({ recordType: 'order', recordId: order.orderId });
    expect(second.body).not.toContain('Acme');
    const log = await until(
      () => deliveries(webhookEndpointId),
      (l) => l[0]?.status === 'delivered',
    );
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ status: 'delivered', attempts: 2, lastStatusCode: 200 });
  });

  it('sends each event once when two dispatchers claim at once', async () => {
    await startDispatcher();
    const { webhookEndpointId } = await register('/once');
    for (let i = 0; i < 6; i++) await create(t, d.staff.token, staffForm(d, { poNumber: `PO-once-${i}` }));
    const log = await until(
      () => deliveries(webhookEndpointId),
      (l) => l.length === 6 && l.every((x) => x.status === 'delivered'),
    );
    expect(log.map((x) => x.status)).toEqual(Array(6).fill('delivered'));
    await Promise.all(dispatchers.map((x) => x.settled()));
    const ids = at('/once').map((r) => r.headers['webhook-id']);
    expect(ids).toHaveLength(6);
    expect(new Set(ids).size).toBe(6);
  });

  it('saves at once beside a refused endpoint, and keeps its event to retry', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const made = await json<{ webhookEndpointId: number }>(
      await t.call('POST', webhookPaths.create, {
        token: d.admin,
        body: { url: `http://127.0.0.1:${port}/gone`, eventGroups: ['record.created'] },
      }),
    );
    const res = await create(t, d.staff.token, staffForm(d, { poNumber: 'PO-refused' }));
    expect(res.status).toBe(200);
    const log = await until(
      () => deliveries(made.webhookEndpointId),
      (l) => l[0]?.status === 'failed',
    );
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ status: 'failed', attempts: 3, lastStatusCode: null });
    expect(log[0]!.lastError).toBeTruthy();
  });

  it('saves at once while an endpoint holds its answer, and delivers each event once it answers', async () => {
    const held: ServerResponse[] = [];
    const slow = createServer((req, res) => {
      req.resume();
      req.on('end', () => held.push(res));
    });
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    try {
      const made = await json<{ webhookEndpointId: number }>(
        await t.call('POST', webhookPaths.create, {
          token: d.admin,
          body: {
            url: `http://127.0.0.1:${(slow.address() as AddressInfo).port}/slow`,
            eventGroups: ['record.created'],
          },
        }),
      );
      expect((await create(t, d.staff.token, staffForm(d, { poNumber: 'PO-slow-0' }))).status).toBe(200);
      await until(
        () => held.length,
        (n) => n >= 1,
      );
      // The endpoint holds its answer: saves are answered all the same, before it has answered anything.
      for (const i of [1, 2]) {
        const res = await create(t, d.staff.token, staffForm(d, { poNumber: `PO-slow-${i}` }));
        expect(res.status).toBe(200);
      }
      expect(held.length).toBeGreaterThanOrEqual(1);
      expect(held.every((r) => !r.writableEnded)).toBe(true);
      const answer = () => {
        for (const r of held.splice(0)) r.end();
      };
      const log = await until(
        async () => (answer(), deliveries(made.webhookEndpointId)),
        (l) => l.length === 3 && l.every((x) => x.status === 'delivered'),
      );
      expect(log.map((x) => x.status)).toEqual(['delivered', 'delivered', 'delivered']);
      expect(log.map((x) => x.attempts)).toEqual([1, 1, 1]);
    } finally {
      for (const r of held) r.end();
      slow.closeAllConnections();
      await new Promise((resolve) => slow.close(resolve));
    }
  });

  it('sends a test event, and a delivery again with its webhook-id', async () => {
    const { webhookEndpointId } = await register('/test', ['stop.issue']);
    const queued = await json<WebhookDelivery>(
      await t.call('POST', fillPath(webhookPaths.sendTest, { id: webhookEndpointId }), { token: d.admin }),
    );
    expect(queued.kind).toBe('webhook.test');
    await until(
      () => at('/test'),
      (r) => r.length >= 1,
    );
    await json(
      await t.call('POST', fillPath(webhookPaths.sendAgain, { id: queued.webhookDeliveryId }), {
        token: d.admin,
      }),
    );
    const got = await until(
      () => at('/test'),
      (r) => r.length >= 2,
    );
    expect(got.map((r) => r.headers['webhook-id'])).toEqual([queued.messageId, queued.messageId]);
    expect(JSON.parse(got[0]!.body)).toMatchObject({ type: 'webhook.test', data: { test: true } });
  });
});
