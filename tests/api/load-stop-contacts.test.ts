import { beforeAll, describe, expect, it } from 'vitest';
import { fillPath } from '#contract/path-template';
import { loadPaths } from '#contract/paths';
import { Permission } from '#contract/permissions';
import type { LoadDetail } from '#contract/load-save';
import { createSignedInUser } from '#fixtures/auth-helpers';
import { useBeforeAll, useTestApp } from '#fixtures/file-app';
import { contacts } from '#server/db/schema/contacts';
import { loadCalls, loadWorld } from './loads-helpers';

const t = useTestApp();
const w = useBeforeAll(() => loadWorld(t));
const api = useBeforeAll(async () => loadCalls(t, w.staff.token));
let carrierToken: string;
beforeAll(async () => {
  carrierToken = (
    await createSignedInUser(t, {
      identities: [
        {
          type: 'carrier',
          carrierId: w.carrier,
          permissionCodes: [Permission.PortalAccess, Permission.LoadView],
        },
      ],
    })
  ).token;
  // The destination has a primary contact and another one; the source has only a non-primary one.
  await t.database.db.insert(contacts).values([
    { locationId: w.destination, name: 'Dock Office', phone: '5551230000', isPrimary: false },
    { locationId: w.destination, name: 'Rosa Diaz', phone: '5035550142', isPrimary: true },
    { locationId: w.source, name: 'Night Shift', phone: '5559990000', isPrimary: false },
  ]);
});

const contactsOf = (load: Pick<LoadDetail, 'loadStops'>) =>
  load.loadStops.map((s) => [s.location?.primaryContactName, s.location?.primaryContactPhone]);

describe("a stop's location contact (spec 2 §2: contact name and phone if present)", () => {
  it("the load read gives each stop's location its primary contact, none when it has no primary one", async () => {
    const created = await api.create({ carrierId: w.carrier });
    const load = await api.ok(await api.add(created.loadId, await w.order()));
    expect(load.loadStops.map((s) => s.locationId)).toEqual([w.source, w.destination]);
    expect(contactsOf(load)).toEqual([
      [null, null],
      ['Rosa Diaz', '5035550142'],
    ]);
    expect(contactsOf(await api.get(load.loadId))).toEqual(contactsOf(load));
  });

  it('a carrier reads the contact of its own load’s stops, which it needs to make the pickup and delivery', async () => {
    const created = await api.create({ carrierId: w.carrier });
    const load = await api.ok(await api.add(created.loadId, await w.order()));
    const res = await t.call('GET', fillPath(loadPaths.getItemById, { id: load.loadId }), {
      token: carrierToken,
    });
    expect(res.status).toBe(200);
    expect(contactsOf((await res.json()) as LoadDetail)).toEqual([
      [null, null],
      ['Rosa Diaz', '5035550142'],
    ]);
  });
});
