import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationsOf, type OpenApiDocument, type Operation, servedDocument } from '#fixtures/openapi-walk';
import {
  admittedOutsiders,
  pathParameters,
  portalOutsiders,
  reaches,
  ruleFor,
  type ChildKind,
  type Outsider,
  type OwnershipRule,
} from '#fixtures/ownership-routes';
import { createOwnershipWorld, type OwnershipWorld } from '#fixtures/ownership-world';
import { createTestApp, type TestApp } from '#fixtures/test-app';
import { savedViewPaths } from '#contract/paths';

/**
 * Own record versus another's (issue #18), generated from the OpenAPI document: every route with a record in
 * its path that a customer or carrier login may call (`x-access`), as customer A and carrier A, on side A's
 * record and on side B's. What the caller reaches answers 2xx; what it does not (B's record, or a kind it
 * never owns, such as a carrier to a customer login) answers the route's refusal, and changes nothing of B's.
 * A child in another owner's path (A's order, B's note) is refused too. tests/fixtures/ownership-routes.ts
 * says which record each template names; a route it cannot classify fails the first test.
 */
type Side = 'a' | 'b';

let t: TestApp;
let dataDir: string;
let doc: OpenApiDocument;
let w: OwnershipWorld;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'access-ownership-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  doc = await servedDocument(t);
  w = await createOwnershipWorld(t);
}, 60_000);
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const routesWithRecords = () =>
  operationsOf(doc).filter((op) => admittedOutsiders(op).length > 0 && pathParameters(op).length > 0);
const label = (op: Operation, who: string) => `${op.method} ${op.template} as ${who}`;
const hasGet = (template: string) => Boolean(doc.paths[template]?.get);
const fill = (template: string, values: number[]) => {
  let i = 0;
  return template.replace(/\{\w+\}/g, () => String(values[i++]));
};
const parentOf = (template: string) => template.replace(/\/\{\w+\}$/, '');

const pdf = new TextEncoder().encode('%PDF-1.4\n%%EOF\n');
const fileForm = () => {
  const form = new FormData();
  form.append('nameOfFile', 'ownership.pdf');
  form.append('formFile', new Blob([pdf], { type: 'application/pdf' }), 'ownership.pdf');
  return form;
};

type Payload = { json: unknown } | { form: FormData } | undefined;

async function send(method: string, path: string, token: string, payload: Payload) {
  if (payload && 'form' in payload)
    return t.app.request(path, { method, body: payload.form, headers: { authorization: `Bearer ${token}` } });
  return t.call(method, path, { token, ...(payload ? { body: payload.json } : {}) });
}

async function okJson<T>(res: Response, what: string): Promise<T> {
  expect(res.status, `${what}: ${await res.clone().text()}`).toBe(200);
  return (await res.json()) as T;
}

/** Who writes and reads side `side`'s records for a caller of `type`: its own kind of login, else the admin. */
const actorOf = (type: Outsider, rule: OwnershipRule, side: Side) =>
  reaches[type][rule.kind] ? w.logins[type][side].token : w.admin.token;

/** A fresh note, file or contact on the owner, written by `token`; its id. */
async function createChild(child: ChildKind, ownerTemplate: string, ownerId: number, token: string) {
  const path = fill(ownerTemplate, [ownerId]);
  const payload: Payload =
    child === 'file'
      ? { form: fileForm() }
      : {
          json:
            child === 'note'
              ? { noteContent: 'Ownership note' }
              : { contactId: 0, name: 'Ownership Contact' },
        };
  const created = await okJson<Record<string, number>>(
    await send('POST', path, token, payload),
    `add ${child}`,
  );
  return created[`${child}Id`]!;
}

/** The body a write sends: what the route's reader returns for that record, or a small valid change. */
async function payloadFor(
  op: Operation,
  rule: OwnershipRule,
  ids: number[],
  reader: string,
): Promise<Payload> {
  if (op.method === 'GET' || op.method === 'DELETE') return undefined;
  if (op.template.startsWith('/api/TrackingLinks/')) return { json: {} };
  if (op.template.startsWith('/api/SavedViews/')) return { json: savedView(false) };
  if (op.template.startsWith('/api/Files/'))
    return op.method === 'POST' ? { form: fileForm() } : { json: { name: 'renamed.pdf' } };
  if (op.template.startsWith('/api/Notes/')) return { json: { noteContent: 'Changed by ownership test' } };
  if (/Contacts\//.test(op.template)) {
    if (op.method === 'POST') return { json: { contactId: 0, name: 'Another Contact' } };
    const list = await okJson<{ contactId: number }[]>(
      await t.call('GET', fill(parentOf(op.template), ids), { token: reader }),
      'read contacts',
    );
    return { json: { ...list.find((c) => c.contactId === ids[1]), name: 'Renamed Contact' } };
  }
  const readers = [
    op.template.replace(/\/put(\w+)\/\{id\}$/, '/get$1/{id}'),
    op.template.replace(/\/\{id\}$/, '/getItemById/{id}'),
  ].filter((candidate) => candidate !== op.template && hasGet(candidate));
  if (op.method === 'PUT' && readers[0])
    return { json: await okJson(await t.call('GET', fill(readers[0], ids), { token: reader }), 'read') };
  throw new Error(`${op.method} ${op.template}: no body recipe for ${rule.kind}; add one here`);
}

/** A saved orders-list view's body (not shared unless asked: only its owner reaches it). */
const savedView = (shared: boolean) => ({
  name: 'Ownership view',
  shared,
  state: { visibleColumns: [], sortColumns: [], filterText: '', filters: [], pagerLetter: null },
});

/** A saved view of the caller's side, made by that side's login of the caller's kind; its id. */
async function createSavedView(token: string) {
  const res = await t.call('POST', savedViewPaths.create, {
    token,
    body: { listKey: 'orders-list', ...savedView(false) },
  });
  return (await okJson<{ savedViewId: number }>(res, 'save a view')).savedViewId;
}

/** The path ids of side `side` (a fresh child when the route names one), and the body to send. */
async function callOn(op: Operation, rule: OwnershipRule, type: Outsider, side: Side) {
  const actor = actorOf(type, rule, side);
  if (rule.kind === 'savedView')
    return { ids: [await createSavedView(actor)], payload: await payloadFor(op, rule, [], actor) };
  const ownerId = w.idOf(rule.kind, side);
  const ids = rule.child
    ? [ownerId, await createChild(rule.child, parentOf(op.template), ownerId, actor)]
    : [ownerId];
  return { ids, payload: await payloadFor(op, rule, ids, actor) };
}

describe('own record versus another’s, for every route a customer or carrier may call', () => {
  it('classifies every such route by the record its path names, and each declares its refusal', () => {
    const routes = routesWithRecords();
    expect(routes.length).toBeGreaterThan(60);
    const unclassified = routes.filter((op) => !ruleFor(op)).map((op) => `${op.method} ${op.template}`);
    expect(unclassified, 'classify these in tests/fixtures/ownership-routes.ts').toEqual([]);
    for (const op of routes) {
      const rule = ruleFor(op)!;
      expect(pathParameters(op).length, label(op, 'anyone')).toBe(rule.child ? 2 : 1);
      expect(Object.keys(op.operation.responses as object), label(op, 'anyone')).toContain(
        String(rule.refusal),
      );
    }
  });

  it.each(portalOutsiders)(
    'a %s login reaches its own records and is refused another’s, which stay as they were',
    async (type) => {
      const routes = routesWithRecords().filter((op) => admittedOutsiders(op).includes(type));
      // Deletes last, so the records they remove are not needed by a later call.
      routes.sort((x, y) => Number(x.method === 'DELETE') - Number(y.method === 'DELETE'));
      const caller = w.logins[type].a.token;
      for (const op of routes) {
        const rule = ruleFor(op)!;
        const reached = reaches[type][rule.kind];

        const theirs = await callOn(op, rule, type, 'b');
        const before = await w.digest('b');
        const refused = await send(op.method, fill(op.template, theirs.ids), caller, theirs.payload);
        expect(refused.status, label(op, `${type} A on B’s record: ${await refused.text()}`)).toBe(
          rule.refusal,
        );
        expect(await w.digest('b'), label(op, `${type} A on B’s record changed it`)).toBe(before);

        if (rule.child) {
          // A's own owner with B's child in the path.
          const crossed = [w.idOf(rule.kind, 'a'), theirs.ids[1]!];
          const res = await send(op.method, fill(op.template, crossed), caller, theirs.payload);
          expect(res.status, label(op, `${type} A with B’s ${rule.child} under A’s record`)).toBe(404);
          expect(await w.digest('b')).toBe(before);
        }

        const own = await callOn(op, rule, type, 'a');
        const res = await send(op.method, fill(op.template, own.ids), caller, own.payload);
        const what = label(op, `${type} A on A’s record: ${await res.clone().text()}`);
        if (reached) {
          expect(res.status, what).toBeGreaterThanOrEqual(200);
          expect(res.status, what).toBeLessThan(300);
        } else expect(res.status, what).toBe(rule.refusal);
      }
    },
    180_000,
  );
});
