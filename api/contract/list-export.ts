import { z } from 'zod';
import { listQuerySchema } from './list-query';

/** The most fields one export names (the widest list has fewer columns than this). */
export const maxExportFields = 40;

/**
 * The body of an exportRows call (decision 079): the list query of the rows, as getItems takes it, and the
 * item fields the CSV's columns read. The answer is getItems' (the items, then the pager), each item holding
 * only those fields, with the values getItems would give.
 */
export const exportRowsBodySchema = z.strictObject({
  query: listQuerySchema,
  fields: z
    .array(
      z
        .string()
        .min(1)
        .max(100)
        .regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'Invalid field name'),
    )
    .min(1)
    .max(maxExportFields),
});
export type ExportRowsBody = z.input<typeof exportRowsBodySchema>;
