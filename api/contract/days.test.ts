import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { carrierFormSchema, carrierSchema } from './carrier';
import { loadSchema } from './load';
import { orderSchema } from './order';
import { orderFormSchema } from './order-form';

/** Days are days (docs/decisions/054): the contract carries a date-only value as `YYYY-MM-DD`, unchanged. */
const anyDay = fc
  .date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

const orderDays = ['dateNeededBy', 'dateReadyBy', 'dateShipBy', 'dateEstimatedShipBy', 'datePicked'] as const;
const orderForm = {
  refOrderTypeId: 9,
  orderCustomerId: 1,
  sourceLocationId: 1,
  destinationLocationId: 2,
  producerName: 'P',
  quantity: 1,
  poNumber: 'PO',
  dateNeededBy: '2025-12-20',
};

describe('days in the contract', () => {
  it('an order form and an order carry every day as written', () => {
    fc.assert(
      fc.property(anyDay, fc.constantFrom(...orderDays), (day, field) => {
        const form = orderFormSchema.parse({ ...orderForm, isPicked: true, [field]: day });
        expect(form[field]).toBe(day);
        expect(orderSchema.shape[field].parse(day)).toBe(day);
      }),
    );
  });

  it('a carrier’s insurance expiry and a load’s carrier paid date are days', () => {
    fc.assert(
      fc.property(anyDay, (day) => {
        expect(carrierSchema.shape.insuranceExpirationDate.parse(day)).toBe(day);
        expect(carrierFormSchema.shape.insuranceExpirationDate.parse(day)).toBe(day);
        expect(loadSchema.shape.carrierPaidDate.parse(day)).toBe(day);
      }),
    );
  });

  it('refuses a date-time, or a day that does not exist, where a day belongs', () => {
    for (const value of ['2025-12-20T00:00:00.000Z', '2025-12-20T08:00:00-08:00', '2025-02-30', '2025-13-01'])
      for (const schema of [
        orderFormSchema.shape.dateNeededBy,
        orderSchema.shape.dateShipBy,
        carrierSchema.shape.insuranceExpirationDate,
        loadSchema.shape.carrierPaidDate,
      ])
        expect(schema.safeParse(value).success, `${value}`).toBe(false);
  });

  it('a load’s estimated ship date stays a moment, and takes a bare day for All Day', () => {
    expect(loadSchema.shape.estimatedShippingDate.parse('2025-12-15T08:00:00.000Z')).toBe(
      '2025-12-15T08:00:00.000Z',
    );
    expect(loadSchema.shape.estimatedShippingDate.parse('2025-12-15')).toBe('2025-12-15');
  });
});
