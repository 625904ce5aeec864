import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { noteKindInfo, noteKinds, type NoteKind } from '#contract/note';
import { notePaths } from '#contract/paths';
import { notes } from '#server/db/schema/notes';
import { errorBody } from '#fixtures/auth-helpers';
import { createOwners, everyCode, signedInIdentity } from '#fixtures/record-owners';
import { useBeforeAll, useTestApp } from '#fixtures/file-app';

const t = useTestApp();
const owners = useBeforeAll(() => createOwners(t));
const admin = useBeforeAll(() => signedInIdentity(t, 'admin', everyCode, owners, 'Ada'));

const ownerOf = (kind: NoteKind, side: 'a' | 'b' = 'a') =>
  ({
    order: owners[side].orderId,
    customer: owners[side].customerId,
    location: owners[side].locationId,
    load: owners[side].loadId,
  })[kind];
const fill = (template: string, values: Record<string, number>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key]));
const path = (kind: NoteKind, call: 'list' | 'count' | 'create' | 'byId', id: number, noteId = 0) =>
  fill(notePaths[kind][call], { id, noteId });

const ownerNoun = {
  order: 'The order',
  customer: 'The customer',
  location: 'The location',
  load: 'The load',
} as const;

const add = (kind: NoteKind, id: number, noteContent: unknown, token = admin.token) =>
  t.call('POST', path(kind, 'create', id), { token, body: { noteContent } });

describe.each(noteKinds)('%s notes', (kind) => {
  it('adds a trimmed note, lists newest first (or ascending), counts, changes and deletes it', async () => {
    const id = ownerOf(kind);
    const first = await add(kind, id, '  first note  ');
    expect(first.status, await first.clone().text()).toBe(200);
    const created = (await first.json()) as Record<string, unknown>;
    expect(created).toMatchObject({
      noteContent: 'first note',
      createdByUserId: admin.systemUserId,
      createdByUserName: 'Ada Tester',
      [noteKindInfo[kind].ownerKey]: id,
    });
    t.advance(60_000);
    const second = (await (await add(kind, id, 'second note')).json()) as { noteId: number };

    const newestFirst = await t.call('GET', path(kind, 'list', id), { token: admin.token });
    expect(newestFirst.status).toBe(200);
    expect(((await newestFirst.json()) as { noteContent: string }[]).map((n) => n.noteContent)).toEqual([
      'second note',
      'first note',
    ]);
    const ascending = await t.call('GET', `${path(kind, 'list', id)}?shouldSortAscending=true`, {
      token: admin.token,
    });
    expect(((await ascending.json()) as { noteContent: string }[]).map((n) => n.noteContent)).toEqual([
      'first note',
      'second note',
    ]);
    const count = await t.call('GET', path(kind, 'count', id), { token: admin.token });
    expect(await count.json()).toBe(2);

    const put = await t.call('PUT', path(kind, 'byId', id, second.noteId), {
      token: admin.token,
      body: { noteContent: ' changed ' },
    });
    expect(put.status).toBe(200);
    expect(await put.json()).toMatchObject({ noteContent: 'changed', modifiedByUserName: 'Ada Tester' });

    const del = await t.call('DELETE', path(kind, 'byId', id, second.noteId), { token: admin.token });
    expect(del.status).toBe(204);
    expect(await (await t.call('GET', path(kind, 'count', id), { token: admin.token })).json()).toBe(1);
    const again = await t.call('DELETE', path(kind, 'byId', id, second.noteId), { token: admin.token });
    expect(again.status).toBe(404);
  });

  it("refuses blank text with 'Note cannot be empty', and a missing or unknown field", async () => {
    const id = ownerOf(kind);
    for (const blank of ['', '   \n\t ']) {
      const res = await add(kind, id, blank);
      expect(res.status).toBe(400);
      expect(await errorBody(res)).toMatchObject({
        statusText: 'Note cannot be empty',
        fields: { noteContent: 'Note cannot be empty' },
      });
    }
    expect((await t.call('POST', path(kind, 'create', id), { token: admin.token, body: {} })).status).toBe(
      400,
    );
    const extra = await t.call('POST', path(kind, 'create', id), {
      token: admin.token,
      body: { noteContent: 'x', createdByUserId: 1 },
    });
    expect(extra.status).toBe(400);
    expect((await errorBody(extra)).fields).toEqual({ createdByUserId: 'Unknown field' });
    expect((await add(kind, id, 'x'.repeat(10_001))).status).toBe(400);
  });

  it('answers 404 for an owner that does not exist, and for a note of another owner', async () => {
    expect((await t.call('GET', path(kind, 'list', 99_999), { token: admin.token })).status).toBe(404);
    // Staff's note is refused by the owner's foreign key, not a read first (decision 097): the same answer.
    const lost = await add(kind, 99_999, 'lost');
    expect(lost.status).toBe(404);
    expect(await lost.json()).toEqual({ statusText: `${ownerNoun[kind]} was not found.`, code: 'not_found' });
    expect(await t.database.db.$count(notes, eq(notes.noteContent, 'lost'))).toBe(0);
    const note = (await (await add(kind, ownerOf(kind, 'b'), 'on b')).json()) as { noteId: number };
    const res = await t.call('PUT', path(kind, 'byId', ownerOf(kind), note.noteId), {
      token: admin.token,
      body: { noteContent: 'moved?' },
    });
    expect(res.status).toBe(404);
  });

  it('needs a session (401) and the kind’s view, add, update and delete codes (403)', async () => {
    const id = ownerOf(kind);
    expect((await t.call('GET', path(kind, 'list', id))).status).toBe(401);
    const p = noteKindInfo[kind].permissions;
    const none = await signedInIdentity(t, 'employee', [], owners);
    const viewer = await signedInIdentity(t, 'employee', [p.view], owners);
    expect((await t.call('GET', path(kind, 'list', id), { token: none.token })).status).toBe(403);
    expect((await t.call('GET', path(kind, 'count', id), { token: none.token })).status).toBe(403);
    expect((await t.call('GET', path(kind, 'list', id), { token: viewer.token })).status).toBe(200);
    expect((await add(kind, id, 'no', viewer.token)).status).toBe(403);
    const note = (await (await add(kind, id, 'admin wrote this')).json()) as { noteId: number };
    const body = { noteContent: 'edited' };
    expect(
      (await t.call('PUT', path(kind, 'byId', id, note.noteId), { token: viewer.token, body })).status,
    ).toBe(403);
    expect(
      (await t.call('DELETE', path(kind, 'byId', id, note.noteId), { token: viewer.token })).status,
    ).toBe(403);
  });

  it('lets only the creator or an admin identity change or delete a note', async () => {
    const id = ownerOf(kind);
    const p = noteKindInfo[kind].permissions;
    const codes = [p.view, p.add, p.update, p.delete];
    const writer = await signedInIdentity(t, 'employee', codes, owners, 'Wren');
    const colleague = await signedInIdentity(t, 'employee', codes, owners, 'Cole');
    const note = (await (await add(kind, id, 'mine', writer.token)).json()) as { noteId: number };
    const at = path(kind, 'byId', id, note.noteId);
    const put = (token: string) =>
      t.call('PUT', at, { token, body: { noteContent: `by ${token.slice(0, 4)}` } });

    const refused = await put(colleague.token);
    expect(refused.status).toBe(403);
    expect((await errorBody(refused)).statusText).toBe(
      'Only the author of a note or an administrator may change it.',
    );
    expect((await t.call('DELETE', at, { token: colleague.token })).status).toBe(403);
    expect((await put(writer.token)).status).toBe(200);
    expect((await put(admin.token)).status).toBe(200);
    expect((await t.call('DELETE', at, { token: admin.token })).status).toBe(204);
  });
});

describe('location notes', () => {
  it("post to the spec's 'LocatinNotes/{id}' and to the correct spelling", async () => {
    const id = owners.a.locationId;
    expect(notePaths.location.create).toContain('/LocatinNotes/');
    const spec = await add('location', id, 'misspelt path');
    const correct = await t.call('POST', fill(notePaths.location.createAlias, { id }), {
      token: admin.token,
      body: { noteContent: 'correct path' },
    });
    expect([spec.status, correct.status]).toEqual([200, 200]);
  });
});

describe("the owner's own access", () => {
  it("a customer login reads and writes notes on its own customer's orders only (404 for another's)", async () => {
    const p = noteKindInfo.order.permissions;
    const customer = await signedInIdentity(t, 'customer', [p.view, p.add, p.update, p.delete], owners);
    const own = owners.a.orderId;
    const other = owners.b.orderId;
    expect((await t.call('GET', path('order', 'list', own), { token: customer.token })).status).toBe(200);
    expect((await t.call('GET', path('order', 'count', own), { token: customer.token })).status).toBe(200);
    const note = await add('order', own, 'from the customer', customer.token);
    expect(note.status).toBe(200);
    const { noteId } = (await note.json()) as { noteId: number };
    expect(
      (
        await t.call('PUT', path('order', 'byId', own, noteId), {
          token: customer.token,
          body: { noteContent: 'ok' },
        })
      ).status,
    ).toBe(200);
    expect((await t.call('GET', path('order', 'list', other), { token: customer.token })).status).toBe(404);
    expect((await t.call('GET', path('order', 'count', other), { token: customer.token })).status).toBe(404);
    // Refused by the insert itself (its scoped owner id is null, decision 097): the same 404, nothing written.
    const notMine = await add('order', other, 'not mine', customer.token);
    expect(notMine.status).toBe(404);
    expect(await notMine.json()).toEqual({ statusText: 'The order was not found.', code: 'not_found' });
    expect(await t.database.db.$count(notes, eq(notes.noteContent, 'not mine'))).toBe(0);

    // Staff notes on its own order it reads but may not change.
    const staffNote = (await (await add('order', own, 'staff')).json()) as { noteId: number };
    expect(
      (
        await t.call('PUT', path('order', 'byId', own, staffNote.noteId), {
          token: customer.token,
          body: { noteContent: 'hijack' },
        })
      ).status,
    ).toBe(403);
  });

  it('a customer login reaches its own customer’s notes and no carrier’s (customer scope)', async () => {
    const p = noteKindInfo.customer.permissions;
    const customer = await signedInIdentity(t, 'customer', [p.view, p.add], owners);
    expect(
      (await t.call('GET', path('customer', 'list', owners.a.customerId), { token: customer.token })).status,
    ).toBe(200);
    expect(
      (await t.call('GET', path('customer', 'list', owners.b.customerId), { token: customer.token })).status,
    ).toBe(404);
    expect((await add('customer', owners.a.customerId, 'ours', customer.token)).status).toBe(200);
    const theirs = await add('customer', owners.b.customerId, 'theirs', customer.token);
    expect(theirs.status).toBe(404);
    expect(await theirs.json()).toEqual({ statusText: 'The customer was not found.', code: 'not_found' });
  });

  it("a carrier login reaches its own loads' notes only", async () => {
    const p = noteKindInfo.load.permissions;
    const carrier = await signedInIdentity(t, 'carrier', [p.view, p.add], owners);
    expect(
      (await t.call('GET', path('load', 'list', owners.a.loadId), { token: carrier.token })).status,
    ).toBe(200);
    expect((await add('load', owners.a.loadId, 'carrier here', carrier.token)).status).toBe(200);
    expect(
      (await t.call('GET', path('load', 'list', owners.b.loadId), { token: carrier.token })).status,
    ).toBe(404);
    const notMine = await add('load', owners.b.loadId, 'not mine', carrier.token);
    expect(notMine.status).toBe(404);
    expect(await notMine.json()).toEqual({ statusText: 'The load was not found.', code: 'not_found' });
  });

  it('a carrier login holding order-note codes sees orders on its loads only', async () => {
    const carrier = await signedInIdentity(t, 'carrier', [noteKindInfo.order.permissions.view], owners);
    expect(
      (await t.call('GET', path('order', 'list', owners.a.orderId), { token: carrier.token })).status,
    ).toBe(200);
    expect(
      (await t.call('GET', path('order', 'list', owners.b.orderId), { token: carrier.token })).status,
    ).toBe(404);
  });
});
