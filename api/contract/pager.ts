import { z } from 'zod';
import { plainString } from './scalars';

/** Page sizes a list offers (spec 1 §9); -1 means 'All'. An invalid size falls back to the first. */
export const pageSizeOptions = [10, 25, 50, 100, -1] as const;
export type PageSizeOption = (typeof pageSizeOptions)[number];
export const allPageSize = -1;
/** Largest page a query may ask for, other than 'All'. */
export const maxPageSize = 1000;

export const normalizePageSize = (size: unknown): PageSizeOption =>
  (pageSizeOptions as readonly unknown[]).includes(size) ? (size as PageSizeOption) : pageSizeOptions[0];
export const pageSizeLabel = (size: number): string => (size === allPageSize ? 'All' : String(size));

/** Pager defaults of spec 1 §3: the pager counts pages from 1 (the list query counts from 0). */
export const pagerDefaults = { pageSize: 10, pageNumber: 1 } as const;
/** How many page numbers the pager shows at most. */
export const pagerWindow = 5;

const count = z.number().int().min(0);

/** The pager item that ends every list response (spec 1 §3, spec 2 §7). */
export const pagerItemSchema = z.object({
  totalItems: count,
  totalPages: count,
  pageNumber: count,
  pageSize: z.number().int().min(-1),
  pages: z.array(count).optional(),
  itemStart: count.optional(),
  itemEnd: count.optional(),
  sortColumns: z.array(z.object({ sortBy: plainString(), isSortAscending: z.boolean() })).optional(),
  sortAscending: z.boolean().optional(),
  pagerLetter: plainString().nullable().optional(),
  queryLetters: z.array(plainString()).optional(),
  loading: z.boolean().optional(),
  /** Past 10,000 matching rows the total is the planner's estimate (docs/api.md, "Counting"). */
  totalItemsIsEstimate: z.boolean().optional(),
});
export type PagerItem = z.infer<typeof pagerItemSchema>;

export const isPagerItem = (value: unknown): value is PagerItem => pagerItemSchema.safeParse(value).success;

/** Spec 2 §5: a server-backed picker needs the pager to page. */
export const noPagerMessage = 'No pager found on response, this is required for pagination.';

/** Items followed by exactly one pager item, as every getItems call answers. */
export const listResponseSchema = <T extends z.ZodType>(itemSchema: T) =>
  z.array(z.union([pagerItemSchema, itemSchema])).superRefine((arr, ctx) => {
    const pagers = arr.filter(isPagerItem).length;
    if (arr.length === 0 || !isPagerItem(arr[arr.length - 1]) || pagers !== 1) {
      ctx.addIssue({ code: 'custom', message: noPagerMessage });
    }
  });

/** Splits a list response into its items and its trailing pager (null when the answer carries none). */
export function splitListResponse<T>(response: readonly (T | PagerItem)[] | null | undefined): {
  items: T[];
  pager: PagerItem | null;
} {
  if (!response || response.length === 0) return { items: [], pager: null };
  const last = response[response.length - 1];
  if (isPagerItem(last)) return { items: response.slice(0, -1) as T[], pager: last };
  return { items: [...response] as T[], pager: null };
}

/** Up to five page numbers around the current page (1-based). */
export function pageWindow(pageNumber: number, totalPages: number): number[] {
  if (totalPages <= 0) return [];
  const first = Math.max(1, Math.min(pageNumber - Math.floor(pagerWindow / 2), totalPages - pagerWindow + 1));
  const last = Math.min(totalPages, first + pagerWindow - 1);
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

/**
 * The pager for one page of a list, as the server appends it. Takes the query's 0-based page index and
 * answers with the pager's 1-based pageNumber; pageSize -1 ('All') makes a single page.
 */
export function makePager(totalItems: number, pageIndex: number, pageSize: number): PagerItem {
  const size = pageSize === allPageSize ? Math.max(totalItems, 1) : pageSize;
  const totalPages = Math.ceil(totalItems / size);
  const pageNumber = pageIndex + 1;
  const itemStart = totalItems === 0 ? 0 : Math.min(totalItems, pageIndex * size + 1);
  return {
    totalItems,
    totalPages,
    pageNumber,
    pageSize,
    pages: pageWindow(pageNumber, totalPages),
    itemStart,
    itemEnd: Math.min(totalItems, pageNumber * size),
  };
}
