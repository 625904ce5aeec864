import { CustomerStatus } from '#contract/customer-status';
import { stateByCode, unitedStatesCountryId } from '#contract/geography';
import { carriers } from '../schema/carriers';
import { orderCustomers } from '../schema/customers';
import { locations } from '../schema/locations';
import { storageCustomers } from '../schema/storage-customers';
import { addDays, atWorkHour, dayOf } from './dates';
import type { Rng } from './prng';
import type { SeedCounts } from './sizes';
import * as V from './vocabulary';
import { insertRows, type Writer } from './writer';

export interface CustomerRef {
  id: number;
  name: string;
  /** Labels shipped under this account (an order's producer name). */
  brands: string[];
  /** Its own pickup locations. */
  pickupIds: number[];
  poStyle: number;
}
export interface LocationRef {
  id: number;
  name: string;
  state: string;
  kind: 'warehouse' | 'producer' | 'destination';
  customerId: number | null;
}
export interface CarrierRef {
  id: number;
  name: string;
}
export interface Parties {
  customers: CustomerRef[];
  warehouse: LocationRef;
  producers: LocationRef[];
  destinations: LocationRef[];
  carriers: CarrierRef[];
}
export interface IdBases {
  customer: number;
  location: number;
  carrier: number;
  storageCustomer: number;
}

const stateId = (code: string) => stateByCode(code)!.id;
const street = (rng: Rng) => `${rng.int(100, 29999)} ${rng.pick(V.streetNames)}`;
const fill = (pattern: string, rng: Rng, places: readonly string[]) =>
  pattern
    .replace('{last}', rng.pick(V.lastNames))
    .replace('{last2}', rng.pick(V.lastNames))
    .replace('{place}', rng.pick(places));

/** Picks a name not used yet; past a few tries (huge seeds) a number makes it unique. */
function uniqueName(used: Set<string>, make: () => string): string {
  for (let i = 0; i < 12; i++) {
    const name = make();
    if (!used.has(name)) return (used.add(name), name);
  }
  const base = make();
  let n = 2;
  while (used.has(`${base} ${n}`)) n++;
  used.add(`${base} ${n}`);
  return `${base} ${n}`;
}

const producerName = (rng: Rng) =>
  `${rng.pick(V.producerPlaces)} ${rng.pick(V.producerFeatures)} ${rng.weighted(V.producerKinds)}`;

/** Customers (mostly producers, some importers), locations (one warehouse), carriers, storage customers. */
export async function seedParties(
  db: Writer,
  rng: Rng,
  counts: SeedCounts,
  bases: IdBases,
  anchor: Date,
): Promise<Parties> {
  const names = new Set<string>();
  const customerRows: (typeof orderCustomers.$inferInsert)[] = [];
  const customers: CustomerRef[] = [];
  for (let i = 0; i < counts.customers; i++) {
    const id = bases.customer + i + 1;
    const isProducer = i === 0 || rng.chance(0.7);
    const name = uniqueName(names, () =>
      isProducer ? producerName(rng) : fill(rng.pick(V.customerPatterns), rng, V.destinationPrefixes),
    );
    const brands = isProducer
      ? [name, ...(rng.chance(0.3) ? [`${name.split(' ')[0]} Reserve`] : [])]
      : Array.from({ length: rng.int(2, 4) }, () => producerName(rng));
    const home = rng.pick(isProducer ? V.producerCities : V.destinationCities);
    const added = atWorkHour(addDays(anchor, -rng.int(200, 1500)), rng);
    customerRows.push({
      orderCustomerId: id,
      orderCustomerName: name,
      status:
        i === 0
          ? CustomerStatus.GoodStanding
          : rng.weighted([
              [CustomerStatus.GoodStanding, 85],
              [CustomerStatus.PendingApproval, 6],
              [CustomerStatus.ConsolidationOnly, 6],
              [CustomerStatus.Suspended, 3],
            ]),
      address1: street(rng),
      address2: rng.chance(0.15) ? `Suite ${rng.int(100, 450)}` : null,
      city: home.city,
      zipCode: home.zip,
      refCountryStateId: stateId(home.state),
      refCountryId: unitedStatesCountryId,
      note: rng.chance(0.3) ? rng.pick(V.customerNoteTexts) : null,
      isActive: i === 0 || rng.chance(0.95),
      dateLastAssigned: atWorkHour(addDays(anchor, -rng.int(0, 60)), rng),
      dateAdded: added,
      dateModified: atWorkHour(addDays(anchor, -rng.int(0, 150)), rng),
    });
    customers.push({ id, name, brands, pickupIds: [], poStyle: rng.int(0, 2) });
  }
  await insertRows(db, orderCustomers, customerRows);

  const locationRows: (typeof locations.$inferInsert)[] = [];
  const addLocation = (ref: Omit<LocationRef, 'id' | 'state'>, place: V.City): LocationRef => {
    const id = bases.location + locationRows.length + 1;
    locationRows.push({
      locationId: id,
      relatedOrderCustomerId: ref.customerId,
      refCountryId: unitedStatesCountryId,
      refStateId: stateId(place.state),
      name: ref.name,
      address: street(rng),
      address2: rng.chance(0.1) ? `Dock ${rng.int(1, 12)}` : null,
      city: place.city,
      zipCode: place.zip,
      locationDirections: rng.chance(0.2) ? rng.pick(V.locationDirections) : null,
      isNWDWarehouse: ref.kind === 'warehouse',
      ignoredByWarehousePickupsReport: ref.kind === 'producer' && rng.chance(0.05),
      isActive: ref.kind === 'warehouse' || rng.chance(0.97),
      dateLastAssigned: atWorkHour(addDays(anchor, -rng.int(0, 90)), rng),
      dateAdded: atWorkHour(addDays(anchor, -rng.int(300, 1500)), rng),
      dateModified: atWorkHour(addDays(anchor, -rng.int(0, 300)), rng),
    });
    return { ...ref, id, state: place.state };
  };
  const warehouse = addLocation(
    { name: V.warehouseName, kind: 'warehouse', customerId: null },
    V.warehouseCity,
  );
  const producerCount = Math.max(customers.length, Math.round(counts.locations * 0.35));
  const producers: LocationRef[] = [];
  for (let i = 0; i < producerCount && locationRows.length < counts.locations - 1; i++) {
    const owner = i < customers.length ? customers[i]! : rng.pick(customers);
    const place = rng.pick(V.producerCities);
    const name = owner.pickupIds.length ? `${owner.name} - ${place.city}` : owner.name;
    const ref = addLocation({ name, kind: 'producer', customerId: owner.id }, place);
    owner.pickupIds.push(ref.id);
    producers.push(ref);
  }
  const destinations: LocationRef[] = [];
  while (locationRows.length < counts.locations) {
    const place = rng.skewed(V.destinationCities, 1.6);
    const name = `${rng.pick(V.destinationPrefixes)} ${rng.weighted(V.destinationKinds)} - ${place.city}`;
    const customerId = rng.chance(0.15) ? rng.pick(customers).id : null;
    destinations.push(addLocation({ name, kind: 'destination', customerId }, place));
  }
  await insertRows(db, locations, locationRows);

  const carrierRows: (typeof carriers.$inferInsert)[] = [];
  const carrierRefs: CarrierRef[] = [];
  const carrierNames = new Set<string>();
  const west = ['OR', 'WA', 'CA', 'ID', 'NV'];
  for (let i = 0; i < counts.carriers; i++) {
    const id = bases.carrier + i + 1;
    const name = uniqueName(carrierNames, () => fill(rng.pick(V.carrierPatterns), rng, V.carrierPlaces));
    const home = rng.pick([...V.producerCities, ...V.destinationCities]);
    const exempt = rng.chance(0.05);
    const zones = [
      ...rng.sample(west, rng.int(1, 4)),
      ...(rng.chance(0.3) ? rng.sample(['TX', 'IL', 'NY', 'CO', 'AZ', 'GA'], rng.int(1, 3)) : []),
    ];
    carrierRows.push({
      carrierId: id,
      name,
      insuranceExempt: exempt,
      insuranceProvider: exempt ? null : rng.pick(V.insuranceProviders),
      insuranceProviderContact: exempt ? null : `${rng.pick(V.firstNames)} ${rng.pick(V.lastNames)}`,
      insuranceCargoCoverage: exempt ? null : rng.pick([100_000, 150_000, 250_000]),
      insuranceExpirationDate: exempt ? null : dayOf(addDays(anchor, rng.int(-30, 400))),
      address: street(rng),
      address2: null,
      city: home.city,
      refCountryStateId: stateId(home.state),
      refCountryId: unitedStatesCountryId,
      zipCode: home.zip,
      note: rng.chance(0.2) ? 'Reefer fleet; team drivers available for cross-country runs.' : null,
      usDotNumber: rng.digits(7).replace(/^0/, '1'),
      mcNumber: rng.digits(6).replace(/^0/, '2'),
      isActive: i === 0 || rng.chance(0.9),
      operatingZonesIds: zones.map(stateId).sort((a, b) => a - b),
      dateAdded: atWorkHour(addDays(anchor, -rng.int(100, 1500)), rng),
      dateModified: atWorkHour(addDays(anchor, -rng.int(0, 100)), rng),
    });
    carrierRefs.push({ id, name });
  }
  await insertRows(db, carriers, carrierRows);

  const storageRows: (typeof storageCustomers.$inferInsert)[] = [];
  for (let i = 0; i < counts.storageCustomers; i++) {
    const place = rng.pick(V.producerCities);
    storageRows.push({
      amsStorageCustomerId: bases.storageCustomer + 1001 + i,
      compName: producerName(rng),
      addr1: street(rng),
      city: place.city,
      stateCode: place.state,
      zipCode: place.zip,
      phoneNumber: rng.chance(0.9) ? `${place.area}555${rng.digits(4)}` : rng.digits(7),
    });
  }
  await insertRows(db, storageCustomers, storageRows);
  return { customers, warehouse, producers, destinations, carriers: carrierRefs };
}
