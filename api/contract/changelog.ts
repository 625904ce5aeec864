import { z } from 'zod';
import { ofKind } from './field-kinds';
import { listQuerySchema } from './list-query';
import { changelogActionSchema } from './reference-codes';
import { id, isoDateTime, nullableId, plainString } from './scalars';

/** The changes of one changelog entry, one readable line each. */
export const bulletedChangesSchema = z.object({
  title: plainString().nullable().optional(),
  // A change's line quotes the values before and after: amounts, names, addresses.
  bullets: ofKind('freeText', z.array(plainString())),
});
export type BulletedChanges = z.infer<typeof bulletedChangesSchema>;

/** Fields shared by order and load changelog entries (spec 2 §3). `createdBy` is the author's name. */
export const changelogEntryFields = {
  systemUserId: nullableId,
  actionType: changelogActionSchema,
  bulletedChanges: bulletedChangesSchema.nullable(),
  dateAdded: isoDateTime,
  createdBy: ofKind('name', plainString().nullable()),
};

export const orderChangelogEntrySchema = z.object({
  orderChangelogId: id,
  orderId: id,
  ...changelogEntryFields,
});
export type OrderChangelogEntry = z.infer<typeof orderChangelogEntrySchema>;

export const loadChangelogEntrySchema = z.object({
  loadChangelogId: id,
  loadId: id,
  ...changelogEntryFields,
});
export type LoadChangelogEntry = z.infer<typeof loadChangelogEntrySchema>;

/** Changelog page sizes (spec 2 §9). */
export const changelogPageSizes = [5, 10, 25] as const;

/**
 * Body of getChangeLogs and getLoadChangeLogs: the list query, sorted on dateAdded (newest first unless the
 * caller sorts otherwise), a page of 5, 10 (default) or 25 entries.
 */
export const changelogQuerySchema = listQuerySchema.extend({
  pageSize: z
    .union([z.literal(5), z.literal(10), z.literal(25)], { error: 'Page size must be 5, 10 or 25' })
    .default(10),
});
export type ChangelogQueryInput = z.input<typeof changelogQuerySchema>;
