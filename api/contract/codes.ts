import { z } from 'zod';

/** What a code shows when it is missing or not in its table (spec 2 §4, §8). */
export const unknownLabel = 'Unknown';

/** One row of a code table: its name in code, its number, and its display label when that differs from the name. */
export type CodeEntry = readonly [name: string, code: number, label?: string];
export type CodeOption<C extends number = number> = { readonly value: C; readonly label: string };

type NameOf<E extends readonly CodeEntry[]> = E[number][0];
type CodeOfEntries<E extends readonly CodeEntry[]> = E[number][1];

/** The numeric codes of a `codes` object, e.g. `CodeOf<typeof OrderStatus>`. */
export type CodeOf<T extends Record<string, number>> = T[keyof T];

export type CodeTable<E extends readonly CodeEntry[]> = {
  /** name -> code, e.g. `OrderType.CaConsol === 1`. */
  readonly codes: { readonly [K in E[number] as K[0]]: K[1] };
  /** Codes in table order; `z.literal(values, { error })` gives a schema with a form's own message. */
  readonly values: readonly CodeOfEntries<E>[];
  /** Pick-list options in table order. */
  readonly options: readonly CodeOption<CodeOfEntries<E>>[];
  /** Accepts exactly the table's codes. */
  readonly schema: z.ZodLiteral<CodeOfEntries<E>>;
  /** Display label of a code; `Unknown` for anything else. */
  readonly label: (code: number | null | undefined) => string;
  /** Name in code of a code, or undefined. */
  readonly nameOf: (code: number | null | undefined) => NameOf<E> | undefined;
  /** Type guard: is this one of the table's codes? */
  readonly has: (code: unknown) => code is CodeOfEntries<E>;
};

/**
 * Builds every view of one code table from its single list, so no enum is written twice:
 * the name -> code object, the options, the zod schema, the label lookup and a guard.
 */
export function defineCodes<const E extends readonly CodeEntry[]>(entries: E): CodeTable<E> {
  const values = entries.map(([, code]) => code) as CodeOfEntries<E>[];
  if (new Set(values).size !== values.length) throw new Error(`Duplicate code in ${JSON.stringify(entries)}`);
  const byCode = new Map<number, CodeEntry>(entries.map((e) => [e[1], e]));
  const has = (code: unknown): code is CodeOfEntries<E> => typeof code === 'number' && byCode.has(code);
  return {
    codes: Object.freeze(
      Object.fromEntries(entries.map(([name, code]) => [name, code])),
    ) as CodeTable<E>['codes'],
    values: Object.freeze(values),
    options: Object.freeze(
      entries.map(([name, code, label]) => Object.freeze({ value: code, label: label ?? name })),
    ),
    schema: z.literal(values),
    label: (code) => {
      const entry = code == null ? undefined : byCode.get(code);
      return entry ? (entry[2] ?? entry[0]) : unknownLabel;
    },
    nameOf: (code) => (code == null ? undefined : (byCode.get(code)?.[0] as NameOf<E> | undefined)),
    has,
  };
}
