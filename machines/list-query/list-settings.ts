import { z } from 'zod';
import { filterGroupsSchema, searchFieldsSchema, sortColumnSchema } from '#contract/list-query';
import { datePresets, isIsoDay, type DateFilterValue } from './list-dates';

/**
 * What a list keeps in local storage under its settings key (spec 2 §2: orders-list, loads-list, …): the
 * shown columns, the filters, and where the person was (search, sort, page). Sort holds column ids.
 */
export interface ListSettings {
  version: 1;
  visibleColumns: string[];
  sortColumns: { sortBy: string; isSortAscending: boolean }[];
  pageNumber: number;
  pageSize: number;
  filterText: string;
  filters: z.infer<typeof filterGroupsSchema>;
  fields: z.infer<typeof searchFieldsSchema>;
  dateFilter: DateFilterValue | null;
  /** The A–Z index letter; null: all. */
  pagerLetter: string | null;
}

const dateFilterSchema = z.object({
  preset: z.enum(datePresets),
  start: z.string().refine(isIsoDay).nullish(),
  end: z.string().refine(isIsoDay).nullish(),
});

// Each part is read on its own: one part a newer or older version wrote differently costs only that part.
const parts = {
  visibleColumns: z.array(z.string()).max(200),
  sortColumns: z.array(sortColumnSchema).max(10),
  pageNumber: z.number().int().min(0).max(1_000_000),
  pageSize: z.number().int(),
  filterText: z.string().max(200),
  filters: filterGroupsSchema,
  fields: searchFieldsSchema,
  dateFilter: dateFilterSchema.nullable(),
  pagerLetter: z
    .string()
    .regex(/^[A-Z]$/)
    .nullable(),
} satisfies Record<Exclude<keyof ListSettings, 'version'>, z.ZodType>;

/** Whatever storage held, as the parts of settings that are still valid; anything else is dropped. */
export function readListSettings(stored: unknown): Partial<ListSettings> {
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return {};
  const raw = stored as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(parts)) {
    const parsed = (schema as z.ZodType).safeParse(raw[key]);
    if (parsed.success) out[key] = parsed.data;
  }
  return out as Partial<ListSettings>;
}

/** Parses the stored JSON text; broken JSON counts as nothing stored. */
export function parseStoredSettings(text: string | null): Partial<ListSettings> {
  if (!text) return {};
  try {
    return readListSettings(JSON.parse(text));
  } catch {
    return {};
  }
}
