import { Temporal } from 'temporal-polyfill';
import {
  CompareType,
  compareTypeLabel,
  FilterOperator,
  filterOperatorLabel,
  type CompareTypeCode,
  type FilterOperatorCode,
} from '#contract/filter-codes';
import type { FilterItem } from '#contract/list-query';
import type { ListProperty, PropertyKind } from './list-definition';

const C = CompareType;
const O = FilterOperator;

/** The compare types a property kind accepts (docs/api.md, "List engine"). */
export const compareTypesOfKind: Readonly<Record<PropertyKind, readonly CompareTypeCode[]>> = {
  text: [C.String],
  integer: [C.Number],
  decimal: [C.Number],
  id: [C.TableEnum, C.Enum, C.Number],
  code: [C.Enum, C.TableEnum, C.Number],
  datetime: [C.DateTime, C.DateOnly],
  day: [C.DateOnly, C.DateTime],
  boolean: [C.Boolean],
};

const equality = [O.Is, O.IsNot, O.IsSet, O.IsNotSet] as const;
const textMatch = [O.Contain, O.NotContain, O.StartsWith, O.EndsWith] as const;
const dateOperators = [
  ...equality,
  O.Before,
  O.OnOrBefore,
  O.After,
  O.OnOrAfter,
  O.GreaterThan,
  O.LessThan,
  O.Between,
  O.PastMonth,
  O.PastWeek,
  O.PastYear,
  O.ThisYear,
] as const;

/** The operators each compare type accepts; every other pairing is refused with a 400. */
export const operatorsOfCompareType: Readonly<Record<CompareTypeCode, readonly FilterOperatorCode[]>> = {
  [C.String]: [...equality, ...textMatch],
  [C.Number]: [...equality, ...textMatch, O.GreaterThan, O.LessThan, O.Between],
  [C.DateTime]: dateOperators,
  [C.DateOnly]: dateOperators,
  [C.Boolean]: equality,
  [C.Enum]: equality,
  [C.TableEnum]: equality,
};

export const textMatchOperators: readonly FilterOperatorCode[] = textMatch;
const valueless: readonly FilterOperatorCode[] = [
  O.IsSet,
  O.IsNotSet,
  O.PastMonth,
  O.PastWeek,
  O.PastYear,
  O.ThisYear,
];

/** Operators a missing value satisfies: "is not x", "does not contain x", "is not set". */
export const nullMatchingOperators: readonly FilterOperatorCode[] = [O.IsNot, O.NotContain, O.IsNotSet];

/** A filter value once checked: text, a number, a boolean, or an instant (DateOnly: midnight UTC of the day). */
export type FilterScalar = string | number | boolean | Date;

/** One filter, checked against its property: what the compiler and the tests' reference evaluate. */
export interface CheckedFilter {
  property: string;
  definition: ListProperty;
  compareType: CompareTypeCode;
  operator: FilterOperatorCode;
  /** None (valueless operators), one, a list (Is, IsNot: any of), or two (Between, low first). */
  values: FilterScalar[];
}

export type FilterProblem = { part: 'property' | 'compareType' | 'operatorType' | 'value'; message: string };

const int4 = 2_147_483_647;
/** PostgreSQL text cannot hold NUL; refused here rather than failing in the database. */
export const nulMessage = 'Must not contain a NUL character';
const isoPattern =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

function isRealDateTime(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  second: number,
) {
  try {
    Temporal.PlainDateTime.from({ year, month, day, hour, minute, second }, { overflow: 'reject' });
    return true;
  } catch {
    return false;
  }
}

/** An ISO date or date-time as an instant; a date alone is midnight UTC, a time without offset is UTC. */
export function parseInstant(text: string): Date | null {
  const m = isoPattern.exec(text);
  if (!m) return null;
  const [, y, mo, d, h = '00', mi = '00', s = '00', frac = '', zone = 'Z'] = m;
  const day = `${y}-${mo}-${d}`;
  // Date rolls 2025-02-30 over into March and throws on month 13; a value that names no real day or
  // time is refused (a 400 naming the field) before it can reach SQL. Year 0 does not exist in PostgreSQL.
  if (y === '0000' || !isRealDateTime(Number(y), Number(mo), Number(d), Number(h), Number(mi), Number(s))) {
    return null;
  }
  const ms = frac ? `.${frac.padEnd(3, '0').slice(0, 3)}` : '';
  const offset = zone === 'Z' ? 'Z' : zone.includes(':') ? zone : `${zone.slice(0, 3)}:${zone.slice(3)}`;
  const date = new Date(`${day}T${h}:${mi}:${s}${ms}${offset}`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A DateOnly value: the calendar date as written (its first ten characters), at midnight UTC. */
export function parseDay(text: string): Date | null {
  return parseInstant(text) ? parseInstant(text.slice(0, 10)) : null;
}

function rawValues(value: FilterItem['value']): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

const fail = (part: FilterProblem['part'], message: string): FilterProblem => ({ part, message });

function scalarOf(
  raw: unknown,
  compareType: CompareTypeCode,
  operator: FilterOperatorCode,
  definition: ListProperty,
): FilterScalar | FilterProblem {
  if (raw === null || raw === '') return fail('value', 'A value is required');
  if (typeof raw === 'string' && raw.includes('\u0000')) return fail('value', nulMessage);
  switch (compareType) {
    case C.String:
      if (typeof raw === 'number') return String(raw);
      return typeof raw === 'string' ? raw : fail('value', 'Must be text');
    case C.Boolean:
      if (typeof raw === 'boolean') return raw;
      if (raw === 'true' || raw === 'false') return raw === 'true';
      return fail('value', 'Must be true or false');
    case C.DateTime:
    case C.DateOnly: {
      // A day column compares the day written, whichever date type the filter names.
      const byDay = compareType === C.DateOnly || definition.kind === 'day';
      const date = typeof raw === 'string' ? (byDay ? parseDay(raw) : parseInstant(raw)) : null;
      return date ?? fail('value', 'Must be a date (YYYY-MM-DD) or an ISO date-time');
    }
    default:
      return numberOf(raw, compareType, operator, definition);
  }
}

function numberOf(
  raw: unknown,
  compareType: CompareTypeCode,
  operator: FilterOperatorCode,
  definition: ListProperty,
): FilterScalar | FilterProblem {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : null;
  if (textMatchOperators.includes(operator)) {
    // Contain and friends on numbers match the digits as written (spec 2 §5).
    return text !== null && /^[0-9.]{1,20}$/.test(text) ? text : fail('value', 'Must be digits');
  }
  const n =
    typeof raw === 'number'
      ? raw
      : text !== null && /^-?\d{1,15}(\.\d{1,6})?$/.test(text)
        ? Number(text)
        : NaN;
  if (!Number.isFinite(n) || Math.abs(n) > 1e15) return fail('value', 'Must be a number');
  if (definition.kind !== 'decimal' && (!Number.isInteger(n) || Math.abs(n) > int4))
    return fail('value', 'Must be a whole number');
  if (compareType === C.Enum && definition.codes && !definition.codes.includes(n))
    return fail('value', `${n} is not one of the codes ${definition.codes.join(', ')}`);
  return n;
}

/** Checks one filter item against the list's property: a CheckedFilter, or what is wrong and where. */
export function checkFilter(
  item: FilterItem,
  definition: ListProperty | undefined,
): CheckedFilter | FilterProblem {
  if (!definition || definition.filterable === false)
    return fail('property', `Unknown property '${item.property}' for this list`);
  const compareType = item.compareType as CompareTypeCode;
  const operator = item.operatorType as FilterOperatorCode;
  if (!compareTypesOfKind[definition.kind].includes(compareType))
    return fail(
      'compareType',
      `${compareTypeLabel(compareType)} does not fit '${item.property}' (use ${compareTypesOfKind[
        definition.kind
      ]
        .map((c) => compareTypeLabel(c))
        .join(' or ')})`,
    );
  if (!operatorsOfCompareType[compareType].includes(operator))
    return fail(
      'operatorType',
      `${filterOperatorLabel(operator)} does not apply to ${compareTypeLabel(compareType)} values`,
    );
  if (
    textMatchOperators.includes(operator) &&
    definition.kind === 'decimal' &&
    definition.scale === undefined
  )
    return fail('operatorType', `${filterOperatorLabel(operator)} does not apply to '${item.property}'`);

  const raw = rawValues(item.value);
  const name = filterOperatorLabel(operator);
  if (valueless.includes(operator)) {
    return raw.every((v) => v === null || v === '')
      ? { property: item.property, definition, compareType, operator, values: [] }
      : fail('value', `${name} takes no value`);
  }
  const single = compareType === C.Boolean || compareType === C.DateTime || compareType === C.DateOnly;
  const many = (operator === O.Is || operator === O.IsNot) && !single;
  if (operator === O.Between ? raw.length !== 2 : raw.length === 0 || (!many && raw.length !== 1))
    return fail(
      'value',
      operator === O.Between
        ? 'Between takes two values'
        : many
          ? 'A value is required'
          : `${name} takes one value`,
    );
  const values: FilterScalar[] = [];
  for (const r of raw) {
    const v = scalarOf(r, compareType, operator, definition);
    if (typeof v === 'object' && !(v instanceof Date)) return v;
    values.push(v);
  }
  if (operator === O.Between && compare(values[0]!, values[1]!) > 0) values.reverse();
  return { property: item.property, definition, compareType, operator, values };
}

const compare = (a: FilterScalar, b: FilterScalar) =>
  a instanceof Date && b instanceof Date ? +a - +b : Number(a) - Number(b);

export const isProblem = (x: CheckedFilter | FilterProblem): x is FilterProblem => 'part' in x;
