import type { AnyEventObject } from 'xstate';
import { z } from 'zod';
import { toJson, type Json } from './serialize';

type Kind = 'string' | 'number' | 'boolean' | 'null' | 'array' | 'object';

const kindOf = (value: Json): Kind =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : (typeof value as Kind);

const kindSchema: Record<Kind, z.ZodType> = {
  string: z.string(),
  number: z.number(),
  boolean: z.boolean(),
  null: z.null(),
  array: z.array(z.unknown()),
  object: z.record(z.string(), z.unknown()),
};

const article = (kind: Kind) => (kind === 'array' || kind === 'object' ? `an ${kind}` : `a ${kind}`);

/**
 * The shape of an event type as its kit's samples show it (the machines' event types are TypeScript only):
 * `type` fixed, each field the kinds of value the samples give it, required when every sample has it, and
 * no field the samples never name. A designer's payload is held to this before it is sent.
 */
export function eventSchema(type: string, samples: readonly AnyEventObject[]) {
  const payloads = samples.map((s) => toJson(s) as Record<string, Json>);
  const keys = [...new Set(payloads.flatMap((p) => Object.keys(p)))].filter((k) => k !== 'type');
  const shape: Record<string, z.ZodType> = { type: z.literal(type) };
  for (const key of keys) {
    const kinds = [...new Set(payloads.filter((p) => key in p).map((p) => kindOf(p[key]!)))];
    const message = `${key} must be ${kinds.map(article).join(' or ')}`;
    const [first, ...rest] = kinds.map((k) => kindSchema[k]);
    const field = rest.length ? z.union([first!, ...rest]) : first!;
    const checked = z.unknown().superRefine((value, ctx) => {
      if (value === undefined) return;
      if (!field.safeParse(value).success) ctx.addIssue({ code: 'custom', message });
    });
    shape[key] = payloads.every((p) => key in p)
      ? checked.refine((v) => v !== undefined, `${key} is required`)
      : checked.optional();
  }
  return z.strictObject(shape);
}

export type PayloadCheck = { ok: true; event: AnyEventObject } | { ok: false; message: string };

/** Reads the editor's text as an event of `type`: JSON, an object, and the shape of `eventSchema`. */
export function checkPayload(text: string, type: string, samples: readonly AnyEventObject[]): PayloadCheck {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return { ok: false, message: `Not JSON: ${error instanceof Error ? error.message : String(error)}` };
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    return { ok: false, message: 'The event must be a JSON object, e.g. {"type": "…"}' };
  const result = eventSchema(type, samples).safeParse(data);
  if (result.success) return { ok: true, event: data as AnyEventObject };
  const issue = result.error.issues[0]!;
  const where = issue.path.join('.');
  if (issue.code === 'unrecognized_keys')
    return { ok: false, message: `${type} has no field ${issue.keys.join(', ')}` };
  if (where === 'type') return { ok: false, message: `type must be "${type}"` };
  return { ok: false, message: issue.message };
}

/** The editor's starting text: the first sample, two-space JSON. */
export const payloadText = (event: AnyEventObject): string => JSON.stringify(toJson(event), null, 2);
