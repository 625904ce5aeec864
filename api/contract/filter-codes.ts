import { defineCodes, type CodeOf } from './codes';

/** Field data types of a filter (compareType), spec 1 §3 and spec 2 §3. */
export const {
  codes: CompareType,
  values: compareTypeCodes,
  options: compareTypeOptions,
  schema: compareTypeSchema,
  label: compareTypeLabel,
} = defineCodes([
  ['String', 1],
  ['Number', 2],
  ['DateTime', 3],
  ['TableEnum', 4],
  ['Boolean', 5],
  ['Enum', 8],
  ['DateOnly', 9],
]);
export type CompareTypeCode = CodeOf<typeof CompareType>;

/** Filter operators (operatorType), spec 1 §3 and spec 2 §3. */
export const {
  codes: FilterOperator,
  values: filterOperatorCodes,
  options: filterOperatorOptions,
  schema: filterOperatorSchema,
  label: filterOperatorLabel,
} = defineCodes([
  ['Is', 1],
  ['IsNot', 2],
  ['Contain', 3],
  ['NotContain', 4],
  ['GreaterThan', 5],
  ['LessThan', 6],
  ['Before', 7],
  ['OnOrBefore', 8],
  ['After', 9],
  ['OnOrAfter', 10],
  ['PastMonth', 11],
  ['PastWeek', 12],
  ['PastYear', 13],
  ['ThisYear', 14],
  ['Between', 15],
  ['StartsWith', 16],
  ['EndsWith', 17],
  ['IsSet', 18],
  ['IsNotSet', 19],
]);
export type FilterOperatorCode = CodeOf<typeof FilterOperator>;

/** Operators that take no value, and Between, which takes exactly two (spec 2 §5). */
export const valuelessOperators: readonly FilterOperatorCode[] = [
  FilterOperator.PastMonth,
  FilterOperator.PastWeek,
  FilterOperator.PastYear,
  FilterOperator.ThisYear,
  FilterOperator.IsSet,
  FilterOperator.IsNotSet,
];
