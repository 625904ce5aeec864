import { describe, expect, it } from 'vitest';
import { orderColumns, orderRowFields } from './orders-list';

/**
 * The fields the order list asks getItems for (decision 091). tests/api/lists-column-selection.test.ts sends
 * these same two lists to the server for staff, a customer and a carrier login, so a column added here
 * without its field being selectable there fails one of the two tests.
 */
const staffFields = [
  'orderId',
  'refOrderStatusId',
  'refOrderTypeId',
  'orderCustomerName',
  'producerName',
  'poNumber',
  'bol',
  'quantity',
  'source',
  'destination',
  'dateReadyBy',
  'dateShipBy',
  'dateNeededBy',
  'orderIsOnLoad',
  'datePlaced',
  'pickedByUserFullName',
  'cons',
  'revenue',
  'numberOfLoads',
  'deliveringCarrierName',
  'orderGroupId',
  'numberOfNotes',
  'unitType',
  'latestNote',
];
const outsiderFields = [
  'orderId',
  'refOrderStatusId',
  'producerName',
  'poNumber',
  'quantity',
  'source',
  'destination',
  'dateReadyBy',
  'dateNeededBy',
  'orderIsOnLoad',
  'orderGroupId',
  'numberOfNotes',
  'unitType',
];

describe('orderRowFields', () => {
  it("names every column's field, the unit and staff's latest note, and nothing an outsider may not read", () => {
    expect(orderRowFields(true)).toEqual(staffFields);
    expect(orderRowFields(false)).toEqual(outsiderFields);
    for (const column of orderColumns)
      if (column.id !== 'changelogs') expect(orderRowFields(true)).toContain(column.id);
  });
});
