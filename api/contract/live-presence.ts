import { z } from 'zod';
import { id, idText } from './scalars';

/**
 * Presence on a record page (issue #28, decision 080): who else has the record open, and who is editing
 * it. A page says it is there with `PUT /api/live/presence` every `presenceLimits.heartbeatSeconds`
 * (and at once when its person starts or stops editing), and the answer lists the others present; it says
 * it left with `DELETE`. A presence not renewed within `presenceLimits.expirySeconds` is gone. It is kept
 * in the database, so every server behind one address sees the same people. When someone arrives, starts or
 * stops editing, or leaves, the live stream sends a `presence` frame naming only the record
 * (`livePresenceSchema`; decision 086): renew at once to hear who, as the answer may name them to the caller.
 */
export const presenceRecordTypes = ['order', 'load', 'customer', 'carrier', 'location'] as const;
export const presenceRecordTypeSchema = z.enum(presenceRecordTypes);
export type PresenceRecordType = z.infer<typeof presenceRecordTypeSchema>;

export const presenceLimits = { heartbeatSeconds: 10, expirySeconds: 30 } as const;

/** The record a page shows, and whether its person has unsaved changes on it. */
export const presenceBodySchema = z.strictObject({
  type: presenceRecordTypeSchema,
  id: id.min(1),
  editing: z.boolean(),
});
export type PresenceBody = z.infer<typeof presenceBodySchema>;

/** The record a page leaves. */
export const presenceQuerySchema = z.strictObject({ type: presenceRecordTypeSchema, id: idText });

/** The live stream's `presence` frame (no id): who is on this record changed. It names no one. */
export const livePresenceSchema = z.object({
  record: z.object({ type: presenceRecordTypeSchema, id: z.number().int().positive() }),
});
export type LivePresence = z.infer<typeof livePresenceSchema>;

/** Another person on the record: by name and initials, and whether they have unsaved changes. */
export const presentPersonSchema = z.object({
  systemUserId: z.number().int(),
  name: z.string(),
  initials: z.string(),
  editing: z.boolean(),
});
export type PresentPerson = z.infer<typeof presentPersonSchema>;

export const presenceAnswerSchema = z.object({
  present: z.array(presentPersonSchema),
  /** Renew before this many seconds pass. */
  heartbeatSeconds: z.number().int(),
});
export type PresenceAnswer = z.infer<typeof presenceAnswerSchema>;

/** 'Dana Whitaker' → 'DW'; 'dana' → 'D'; '' → '?'. */
export function initialsOfName(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const last = words.length > 1 ? words.at(-1)!.charAt(0) : '';
  return (words[0]!.charAt(0) + last).toUpperCase();
}
