import { presenceAnswerSchema, type PresenceBody, type PresenceRecordType } from '#contract/live-presence';
import { livePaths } from '#contract/paths';
import type { HttpClient } from './http-client';

/** Presence on record pages (decision 080): the heartbeat that answers the others present, and leaving. */
export const createPresenceApi = (http: HttpClient) => ({
  announce: async (body: PresenceBody, signal?: AbortSignal) =>
    (await http.put(livePaths.presence, { body, schema: presenceAnswerSchema, signal }))?.present ?? [],
  /** Sent as a page closes, also at logout: a refused session is no news then, so it does not sign out. */
  leave: (type: PresenceRecordType, id: number) =>
    http.delete(livePaths.presence, { query: { type, id }, loginRequired: false }),
});

export type PresenceApi = ReturnType<typeof createPresenceApi>;
