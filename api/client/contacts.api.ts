import { z } from 'zod';
import {
  ownedContactSchema,
  type ContactFormInput,
  type ContactKind,
  type ContactUpdateInput,
} from '#contract/contact';
import { fillPath } from '#contract/path-template';
import { contactPaths } from '#contract/paths';
import type { HttpClient } from './http-client';

/**
 * Contacts of customers, locations and carriers (decision 040): one module, the kind chooses the path.
 * Saving a contact as primary makes the owner's other contacts not primary.
 */
export const createContactsApi = (http: HttpClient) => ({
  /** The owner's contacts, primary first, then by name. */
  list: (kind: ContactKind, ownerId: number, signal?: AbortSignal) =>
    http.get(fillPath(contactPaths[kind].list, { ownerId }), {
      schema: z.array(ownedContactSchema),
      signal,
    }),

  create: (kind: ContactKind, ownerId: number, contact: ContactFormInput, signal?: AbortSignal) =>
    http.post(fillPath(contactPaths[kind].list, { ownerId }), {
      body: contact,
      schema: ownedContactSchema,
      signal,
    }),

  /** 409 stale_write when someone saved first (send the dateModified you read). */
  update: (
    kind: ContactKind,
    ownerId: number,
    contact: ContactUpdateInput & { contactId: number },
    signal?: AbortSignal,
  ) =>
    http.put(fillPath(contactPaths[kind].byId, { ownerId, contactId: contact.contactId }), {
      body: contact,
      schema: ownedContactSchema,
      signal,
    }),

  /** 204 (null). */
  delete: (kind: ContactKind, ownerId: number, contactId: number, signal?: AbortSignal) =>
    http.delete(fillPath(contactPaths[kind].byId, { ownerId, contactId }), { signal }),
});

export type ContactsApi = ReturnType<typeof createContactsApi>;
