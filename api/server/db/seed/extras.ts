import { sql } from 'drizzle-orm';
import { contacts } from '../schema/contacts';
import { orderCustomers } from '../schema/customers';
import { notes } from '../schema/notes';
import type { People, SeedUser } from './baseline';
import { addDays, atWorkHour } from './dates';
import type { IdBases, Parties } from './parties';
import type { Rng } from './prng';
import * as V from './vocabulary';
import { rowSink, type Writer } from './writer';

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '');

/** Who added each generated customer, once the staff exist (customers are created before users). */
export async function attributeCustomers(db: Writer, people: People, bases: IdBases): Promise<void> {
  const ids = people.dispatchers.map((u) => u.systemUserId);
  const list = sql.raw(`array[${ids.join(', ')}]`);
  await db.execute(
    sql`update ${orderCustomers} set added_by_user_id = (${list})[1 + order_customer_id % ${ids.length}],
        modified_by_user_id = (${list})[1 + (order_customer_id / 7) % ${ids.length}]
        where order_customer_id > ${bases.customer}`,
  );
}

/** Contacts of customers, locations and carriers (first one primary), and customer and location notes. */
export async function seedContactsAndNotes(
  db: Writer,
  rng: Rng,
  parties: Parties,
  people: People,
  anchor: Date,
): Promise<void> {
  const contactSink = rowSink(db, contacts);
  const noteSink = rowSink(db, notes);
  const addContacts = async (
    owner: { name: string },
    key: 'orderCustomerId' | 'locationId' | 'carrierId',
    id: number,
    count: number,
  ) => {
    for (let i = 0; i < count; i++) {
      const first = rng.pick(V.firstNames);
      const last = rng.pick(V.lastNames);
      const at = atWorkHour(addDays(anchor, -rng.int(10, 900)), rng);
      await contactSink.push({
        [key]: id,
        name: `${first} ${last}`,
        email: rng.chance(0.85)
          ? `${first}.${last}@${slug(owner.name).slice(0, 24)}.example`.toLowerCase()
          : null,
        phone: rng.chance(0.9) ? `(${rng.pick(V.destinationCities).area}) 555-${rng.digits(4)}` : null,
        title: rng.pick(V.contactTitles),
        isPrimary: i === 0,
        dateAdded: at,
        dateModified: at,
      });
    }
  };
  const authored = (author: SeedUser, daysAgo: number) => {
    const at = atWorkHour(addDays(anchor, -daysAgo), rng);
    return {
      createdByUserId: author.systemUserId,
      modifiedByUserId: author.systemUserId,
      createdBy: author.name,
      modifiedBy: author.name,
      dateAdded: at,
      dateModified: at,
    };
  };

  for (const c of parties.customers) {
    await addContacts(c, 'orderCustomerId', c.id, rng.int(1, 3));
    for (let i = rng.int(0, 3); i > 0; i--) {
      const author = rng.pick(people.dispatchers);
      await noteSink.push({
        orderCustomerId: c.id,
        noteContent: rng.pick(V.customerNoteTexts),
        ...authored(author, rng.int(1, 400)),
      });
    }
  }
  await addContacts(parties.warehouse, 'locationId', parties.warehouse.id, 2);
  for (const l of [...parties.producers, ...parties.destinations]) {
    await addContacts(
      l,
      'locationId',
      l.id,
      l.kind === 'producer'
        ? 1
        : rng.weighted([
            [0, 4],
            [1, 5],
            [2, 1],
          ]),
    );
    if (rng.chance(0.25)) {
      const author = rng.pick([...people.dispatchers, ...people.warehouse]);
      await noteSink.push({
        locationId: l.id,
        noteContent: rng.pick(V.locationNoteTexts),
        ...authored(author, rng.int(1, 500)),
      });
    }
  }
  for (const c of parties.carriers) await addContacts(c, 'carrierId', c.id, rng.int(1, 2));
  await contactSink.flush();
  await noteSink.flush();
}
