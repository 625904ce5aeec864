import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { deliveryWindowSchema, loadFormSchema } from './load';
import { noteContentSchema, noteInputSchema } from './note';
import { customerFormSchema } from './order-customer';
import { normalizeRevenue, orderFormSchema } from './order-form';
import {
  emailPattern,
  fileTooLargeMessage,
  maxValueMessage,
  minValueMessage,
  optionalEmailSchema,
  validationMessages,
} from './validation-messages';

const errorsOf = (schema: z.ZodType, body: unknown) => {
  const r = schema.safeParse(body);
  return r.success ? {} : (z.flattenError(r.error).fieldErrors as Record<string, string[]>);
};

const order = {
  refOrderTypeId: 1,
  orderCustomerId: 3,
  sourceLocationId: 10,
  destinationLocationId: 11,
  producerName: 'Producer',
  quantity: 12,
  poNumber: 'PO-1',
  dateNeededBy: '2025-09-30',
};

describe('order form', () => {
  it('starts Intake with twelve-pack cases', () => {
    expect(orderFormSchema.parse(order)).toMatchObject({
      refOrderStatusId: 200,
      unitType: 2,
      isPicked: false,
    });
  });

  it('quotes the spec for each required field', () => {
    expect(errorsOf(orderFormSchema, {})).toEqual({
      refOrderTypeId: ['Type is required!'],
      orderCustomerId: ['Customer is required'],
      sourceLocationId: ['A location is required'],
      destinationLocationId: ['A location is required'],
      producerName: ['Producer is required'],
      quantity: ['Required'],
      poNumber: ['PO# is required'],
      dateNeededBy: ['Needed By is required'],
    });
    expect(errorsOf(orderFormSchema, { ...order, refOrderTypeId: 24 }).refOrderTypeId).toEqual([
      'Type is required!',
    ]);
  });

  it('bounds quantity and revenue', () => {
    expect(errorsOf(orderFormSchema, { ...order, quantity: -1 }).quantity).toEqual([
      'Quantity must be at least 0',
    ]);
    expect(errorsOf(orderFormSchema, { ...order, quantity: 1_000_000 }).quantity).toEqual([
      'Quantity must be less than 1,000,000',
    ]);
    expect(errorsOf(orderFormSchema, { ...order, quantity: 999_999 })).toEqual({});
    expect(errorsOf(orderFormSchema, { ...order, revenue: 1_000_000 }).revenue).toEqual([
      'This seems like a lot of money for one order...',
    ]);
  });

  it('revenue input: non-numeric becomes 0, rounded to cents', () => {
    expect(normalizeRevenue('abc')).toBe(0);
    expect(normalizeRevenue('$1,234.567')).toBe(1234.57);
    expect(normalizeRevenue(12.345)).toBe(12.35);
    expect(normalizeRevenue(null)).toBe(0);
  });
});

describe('customer form', () => {
  const customer = {
    orderCustomerName: 'Cellars',
    address1: '1 Main',
    city: 'Salem',
    zipCode: '97301',
    status: 0,
  };
  it('accepts status 0 and an empty state', () => {
    expect(customerFormSchema.parse(customer).status).toBe(0);
  });
  it('quotes the spec', () => {
    expect(errorsOf(customerFormSchema, {})).toEqual({
      orderCustomerName: ['Customer name is required'],
      address1: ['Address is required'],
      city: ['City is required'],
      zipCode: ['Zip is required'],
      status: ['Status is required'],
    });
  });
});

describe('load form and delivery window', () => {
  it('status required, miles bounded', () => {
    expect(errorsOf(loadFormSchema, {}).refLoadStatusId).toEqual(['Load status is required.']);
    expect(errorsOf(loadFormSchema, { refLoadStatusId: 1, miles: 1_000_000 }).miles).toHaveLength(1);
    expect(loadFormSchema.parse({ refLoadStatusId: 70, miles: 0 })).toEqual({
      refLoadStatusId: 70,
      miles: 0,
    });
  });
  it('From at most To, either clearable', () => {
    expect(deliveryWindowSchema.safeParse({ fromDate: '2025-09-02', toDate: '2025-09-01' }).success).toBe(
      false,
    );
    expect(deliveryWindowSchema.safeParse({ fromDate: '2025-09-01', toDate: '2025-09-01' }).success).toBe(
      true,
    );
    expect(deliveryWindowSchema.safeParse({ fromDate: null, toDate: '2025-09-01' }).success).toBe(true);
  });
});

describe('notes', () => {
  it('trims and refuses blank', () => {
    expect(noteContentSchema.parse('  hello \n')).toBe('hello');
    for (const blank of ['', '   ', '\n\t']) {
      expect(noteContentSchema.safeParse(blank).error?.issues[0]?.message).toBe('Note cannot be empty');
    }
    expect(noteInputSchema.safeParse({ noteContent: 'x', extra: 1 }).success).toBe(false);
  });
});

describe('shared messages', () => {
  it('match spec 1 §5', () => {
    expect(validationMessages.required).toBe('Required');
    expect(validationMessages.fieldRequired).toBe('This field is required');
    expect(validationMessages.fileEmpty).toBe('File is empty.');
    expect(minValueMessage(1)).toBe('Min value 1');
    expect(maxValueMessage(5)).toBe('Max value 5');
    expect(fileTooLargeMessage(25)).toBe('File must be smaller than 25mb.');
  });
  it('email: empty passes, otherwise the pattern', () => {
    const email = optionalEmailSchema();
    expect(email.parse('')).toBe('');
    expect(email.parse(' a@b.co ')).toBe('a@b.co');
    expect(email.safeParse('nope').error?.issues[0]?.message).toBe('Please enter a valid email address');
    expect(emailPattern.test('first.last+tag@sub.example.org')).toBe(true);
  });
});
