import { z, type OpenAPIHono } from '@hono/zod-openapi';
import {
  contactFormSchema,
  contactKindInfo,
  contactKinds,
  contactSchemaOf,
  contactUpdateSchema,
  type ContactKind,
} from '#contract/contact';
import { contactPaths } from '#contract/paths';
import { idText } from '#contract/scalars';
import { identityAccess } from '#server/auth/guard';
import type { AppEnv } from '#server/deps';
import { auditLog } from '#server/http/audit-log';
import { requestContext } from '#server/http/request-context';
import { areaRoutes, jsonBody, jsonResponse } from '#server/http/route';
import { createContact, deleteContact, listContacts, updateContact } from '#server/parties/contact-store';
import { requireVisibleOwner } from '#server/records/owner-access';

const route = areaRoutes(['contacts']);
const ownerParam = z.object({ ownerId: idText });
const contactParam = ownerParam.extend({ contactId: idText });
const missing = {
  404: { description: 'The owner (or the contact) does not exist or is out of reach' },
} as const;
const reach =
  'Decision 040 (the spec names the permissions, not the calls). The owner follows its own visibility: a customer login reaches only its own customer, a carrier login its own carrier and the locations its loads stop at (404 otherwise).';
const ownerNoun: Readonly<Record<ContactKind, string>> = {
  customer: 'customer',
  location: 'location',
  carrier: 'carrier',
};
const form =
  "Body: name required ('Required'), email (valid when given), phone, title, isPrimary. One primary contact per owner: saving one as primary makes the others not primary, and an owner's first contact is primary.";

function contactRoutes(kind: ContactKind) {
  const paths = contactPaths[kind];
  const perms = contactKindInfo[kind].permissions;
  const contact = contactSchemaOf[kind];
  const noun = ownerNoun[kind];
  return {
    list: route.get(paths.list, identityAccess([perms.view]), {
      summary: `The ${noun}'s contacts, primary first`,
      description: reach,
      request: { params: ownerParam },
      responses: { 200: jsonResponse(z.array(contact), 'The contacts'), ...missing },
    }),
    create: route.post(paths.list, identityAccess([perms.add]), {
      summary: `Add a contact to a ${noun}`,
      description: `${form} ${reach}`,
      request: { params: ownerParam, ...jsonBody(contactFormSchema) },
      responses: { 200: jsonResponse(contact, 'The new contact'), ...missing },
    }),
    update: route.put(paths.byId, identityAccess([perms.update]), {
      summary: `Change a ${noun}'s contact`,
      description: `${form} dateModified required (409 stale_write when another save came first). ${reach}`,
      request: { params: contactParam, ...jsonBody(contactUpdateSchema) },
      responses: {
        200: jsonResponse(contact, 'The contact as saved'),
        ...missing,
        409: { description: 'Stale write' },
      },
    }),
    remove: route.delete(paths.byId, identityAccess([perms.delete]), {
      summary: `Delete a ${noun}'s contact`,
      description: reach,
      request: { params: contactParam },
      responses: { 204: { description: 'Deleted' }, ...missing },
    }),
  };
}

/** Contacts of customers (74-77), locations (78-81) and carriers (82-85): list, add, change, delete. */
export function mountContactRoutes(app: OpenAPIHono<AppEnv>) {
  for (const kind of contactKinds) {
    const r = contactRoutes(kind);

    app.openapi(r.list, async (c) => {
      const ctx = requestContext(c);
      const { ownerId } = c.req.valid('param');
      await requireVisibleOwner(ctx, kind, ownerId);
      return c.json((await listContacts(ctx.db, kind, ownerId)) as never, 200);
    });

    app.openapi(r.create, async (c) => {
      const ctx = requestContext(c);
      const { ownerId } = c.req.valid('param');
      await requireVisibleOwner(ctx, kind, ownerId);
      const saved = await createContact(ctx, { kind, ownerId }, c.req.valid('json'));
      auditLog(c, 'contact created', { kind, ownerId, contactId: saved.contactId });
      return c.json(saved as never, 200);
    });

    app.openapi(r.update, async (c) => {
      const ctx = requestContext(c);
      const { ownerId, contactId } = c.req.valid('param');
      await requireVisibleOwner(ctx, kind, ownerId);
      const saved = await updateContact(ctx, { kind, ownerId, id: contactId }, c.req.valid('json'));
      auditLog(c, 'contact saved', { kind, ownerId, contactId });
      return c.json(saved as never, 200);
    });

    app.openapi(r.remove, async (c) => {
      const ctx = requestContext(c);
      const { ownerId, contactId } = c.req.valid('param');
      await requireVisibleOwner(ctx, kind, ownerId);
      await deleteContact(ctx, { kind, ownerId, id: contactId });
      auditLog(c, 'contact deleted', { kind, ownerId, contactId });
      return c.body(null, 204);
    });
  }
}
