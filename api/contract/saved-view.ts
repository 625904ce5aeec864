import { z } from 'zod';
import { holding, staffAndCarrierTypes, staffHolding, type AccessRule } from './access';
import { filterGroupsSchema, listQueryLimits, sortColumnSchema } from './list-query';
import { ofKind } from './field-kinds';
import { Permission as P } from './permissions';
import { id, plainString } from './scalars';

/**
 * The lists a view can be saved for, by their settings key (spec 2 §2), each with the rule of its read
 * (the list route's access): a view is saved, read and shared only by identities that may read its list.
 */
export const savedViewLists = {
  'orders-list': holding(P.OrderView),
  'loads-list': holding(P.LoadView),
  'carriers-list': { anyOf: [P.CarrierView], identityTypes: staffAndCarrierTypes },
  'order-customers-list': staffHolding(P.CustomerView),
  'storage-customers-list': staffHolding(P.CustomerView),
  'locations-list': holding(P.LocationView),
} as const satisfies Record<string, AccessRule>;

export type SavedViewListKey = keyof typeof savedViewLists;
export const savedViewListKeySchema = z.enum(
  Object.keys(savedViewLists) as [SavedViewListKey, ...SavedViewListKey[]],
);

/** What a view holds of its list: shown columns, sort (column ids), search text, filters and letter. */
export const savedViewStateSchema = z.strictObject({
  visibleColumns: z.array(z.string().min(1).max(100)).max(200),
  sortColumns: z.array(sortColumnSchema).max(listQueryLimits.sortColumns),
  filterText: plainString().max(listQueryLimits.filterText),
  filters: filterGroupsSchema,
  pagerLetter: z
    .string()
    .regex(/^[A-Z]$/)
    .nullable(),
});
export type SavedViewState = z.infer<typeof savedViewStateSchema>;

export const savedViewNameSchema = plainString().trim().min(1, 'Name the view.').max(80);

/** A new view, or a view's new name, sharing and state (PUT replaces all three). */
export const savedViewSaveSchema = z.strictObject({
  listKey: savedViewListKeySchema,
  name: savedViewNameSchema,
  shared: z.boolean(),
  state: savedViewStateSchema,
});
export type SavedViewSave = z.infer<typeof savedViewSaveSchema>;

export const savedViewUpdateSchema = savedViewSaveSchema.omit({ listKey: true });
export type SavedViewUpdate = z.infer<typeof savedViewUpdateSchema>;

export const savedViewSchema = z.object({
  savedViewId: id,
  listKey: savedViewListKeySchema,
  name: z.string(),
  shared: z.boolean(),
  /** Whose view it is, as a person reads it ("Dana Whitaker"). */
  ownerName: ofKind('name', z.string()),
  /** The caller's own: only these may be renamed, re-shared, saved over or deleted. */
  mine: z.boolean(),
  state: savedViewStateSchema,
  dateModified: z.string(),
});
export type SavedView = z.infer<typeof savedViewSchema>;

export const savedViewListQuerySchema = z.strictObject({ listKey: savedViewListKeySchema });

/** The query-string name of a view's link: `/loads?view=12`. */
export const savedViewUrlParam = 'view';

export const savedViewTexts = {
  notShared: 'This view is not shared with you, or it was deleted. The list shows your last settings.',
  unknownColumn: (names: string[]) =>
    `This view names ${names.length === 1 ? 'a column' : 'columns'} the list no longer has (${names.join(', ')}); the rest of the view is applied.`,
  unknownFilter: (names: string[]) =>
    `This view filters on ${names.length === 1 ? 'a column' : 'columns'} the list no longer has (${names.join(', ')}); the rest of the view is applied.`,
} as const;
