import { z } from 'zod';
import { ofKind } from './field-kinds';
import { compareTypeSchema, filterOperatorSchema } from './filter-codes';
import { loginKinds } from './identity';
import { loadDesignationSchema } from './load-codes';
import { orderTypeSchema } from './order-codes';
import { OrderListGroup, orderListGroupSchema, type OrderListGroupCode } from './order-status';
import { allPageSize, maxPageSize } from './pager';
import { id, isoDateTime, plainString } from './scalars';

/** Ceilings that make hostile queries fail validation instead of reaching the database. */
export const listQueryLimits = {
  filterText: 200,
  groups: 20,
  filtersPerGroup: 20,
  valuesPerFilter: 50,
  valueLength: 200,
  sortColumns: 10,
  ids: 1000,
} as const;
const L = listQueryLimits;

const propertyName = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z_][A-Za-z0-9_.]*$/, 'Invalid property name');

/** Filter values: text, numbers and booleans; a list for Between (two) and multi-select (spec 2 §5). */
const filterScalar = z.union([plainString().max(L.valueLength), z.number().finite(), z.boolean(), z.null()]);
export const filterValueSchema = z.union([filterScalar, z.array(filterScalar).max(L.valuesPerFilter)]);

export const filterItemSchema = z.strictObject({
  property: propertyName,
  value: filterValueSchema.optional(),
  compareType: compareTypeSchema,
  operatorType: filterOperatorSchema,
});
export type FilterItem = z.infer<typeof filterItemSchema>;

/** Filters are OR-groups: an item matches when every filter of at least one group holds. */
export const filterGroupsSchema = z.array(z.array(filterItemSchema).max(L.filtersPerGroup)).max(L.groups);

export const sortColumnSchema = z.strictObject({ sortBy: propertyName, isSortAscending: z.boolean() });
export type SortColumn = z.infer<typeof sortColumnSchema>;

/** A page size: -1 ('All') or 1 to maxPageSize. Callers pick their own choices (e.g. changelog 5, 10, 25). */
export const pageSizeSchema = z.union([z.literal(allPageSize), z.number().int().min(1).max(maxPageSize)]);

const ids = z.array(id).max(L.ids);

/**
 * The search `fields` of spec 2 §3, every one optional. Our reading of the open ones:
 * statesList holds state ids (refStateId); systemRoleGroup is the login kind a system-user tab lists;
 * currentOrders is the order list grouping (1 Current .. 4 All), and true/false mean Current/All.
 */
export const searchFieldsSchema = z.strictObject({
  includeInactive: z.boolean().nullish(),
  isActive: z.boolean().nullish(),
  refLanguageID: id.nullish(),
  dateStartInclusive: isoDateTime.nullish(),
  dateEndExclusive: isoDateTime.nullish(),
  excludeStatusIds: ids.nullish(),
  locationId: id.nullish(),
  orderCustomerId: id.nullish(),
  chosenDesignationIds: z.array(loadDesignationSchema).max(50).nullish(),
  orderTypeId: orderTypeSchema.nullish(),
  statesList: z.array(id).max(100).nullish(),
  includeNWDWarehouse: z.boolean().nullish(),
  includeLoadJourney: z.boolean().nullish(),
  loadIds: ids.nullish(),
  onlyNWDWarehouses: z.boolean().nullish(),
  loadId: id.nullish(),
  loadStopId: id.nullish(),
  currentOrders: z.union([orderListGroupSchema, z.boolean()]).nullish(),
  hasEmailAddress: z.boolean().nullish(),
  hasUsername: z.boolean().nullish(),
  hasPickingPermissions: z.boolean().nullish(),
  systemRoleGroup: z.enum(loginKinds).nullish(),
  exceptionIds: ids.nullish(),
});
export type SearchFields = z.infer<typeof searchFieldsSchema>;

/** The order list grouping a `currentOrders` field asks for; absent means All. */
export const orderListGroupOf = (currentOrders: SearchFields['currentOrders']): OrderListGroupCode =>
  currentOrders === true
    ? OrderListGroup.Current
    : typeof currentOrders === 'number'
      ? currentOrders
      : OrderListGroup.All;

/** Search options, the business areas' list query (spec 2 §3). */
export const searchOptionsSchema = z.strictObject({
  pageNumber: z.number().int().min(0).max(1_000_000).default(0),
  pageSize: pageSizeSchema.default(20),
  sortColumns: z.array(sortColumnSchema).max(L.sortColumns).nullish(),
  filterText: ofKind('freeText', plainString().max(L.filterText).nullish()),
  filters: filterGroupsSchema.nullish(),
  fields: searchFieldsSchema.nullish(),
  useDefaultReport: z.boolean().nullish(),
  includeRelatedEntities: z.boolean().default(true),
});
export type SearchOptions = z.infer<typeof searchOptionsSchema>;
export type SearchOptionsInput = z.input<typeof searchOptionsSchema>;

/** Saved report layout of a list (spec 1 §3); the spec names the parts only, so we keep them opaque text. */
export const reportSettingsSchema = z.strictObject({
  reportColumns: z.array(plainString().max(100)).max(100).nullish(),
  columnSettingsJson: plainString().max(20_000).nullish(),
});

/**
 * The list query object of spec 1 §3: search options plus paging switches, the A-Z pager letter, the
 * column selection and the report layout. Every getItems route parses this one, so both variants pass.
 */
export const listQuerySchema = searchOptionsSchema.extend({
  pagingDisabled: z.boolean().nullish(),
  pagerLetter: z
    .string()
    .regex(/^[A-Za-z]?$/, 'Invalid letter')
    .nullish(),
  columnSelection: z.array(plainString().max(100)).max(100).nullish(),
  report: reportSettingsSchema.nullish(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;
export type ListQueryInput = z.input<typeof listQuerySchema>;

export const defaultListQuery = (): ListQuery => listQuerySchema.parse({});
