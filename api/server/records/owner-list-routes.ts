import { z } from '@hono/zod-openapi';
import { sortQuerySchema } from '#contract/note';
import type { AccessRule } from '#contract/access';
import { ruleAccess } from '#server/auth/rule-access';
import { defineRoute, jsonResponse } from '#server/http/route';

export interface OwnerListRouteOptions<P extends z.ZodObject, S extends z.ZodType> {
  /** The owner's kind as the summaries name it ("order", "carrier"). */
  kind: string;
  /** What the owner holds, plural ("notes", "files"). */
  noun: string;
  tags: string[];
  paths: { list: string; count: string };
  /** Who may read them: the kind's view rule (api/contract/access.ts crudAccess). */
  view: AccessRule;
  ownerParam: P;
  item: S;
  /** Who reaches which owner, said in every description. */
  ownerAccess: string;
  missing: { readonly 404: { readonly description: string } };
}

/**
 * The list (sortable by date) and the count of what one owner record holds: notes and files describe these
 * two calls the same way, so that the OpenAPI document reads alike for both.
 */
export function ownerListRoutes<P extends z.ZodObject, S extends z.ZodType>(o: OwnerListRouteOptions<P, S>) {
  const access = ruleAccess(o.view);
  return {
    list: defineRoute(access, {
      method: 'get',
      path: o.paths.list,
      tags: o.tags,
      summary: `The ${o.kind}'s ${o.noun}`,
      description: `Newest first unless shouldSortAscending=true. ${o.ownerAccess}`,
      request: { params: o.ownerParam, query: sortQuerySchema },
      responses: { 200: jsonResponse(z.array(o.item), `The ${o.noun}`), ...o.missing },
    }),
    count: defineRoute(access, {
      method: 'get',
      path: o.paths.count,
      tags: o.tags,
      summary: `How many ${o.noun} the ${o.kind} has`,
      description: o.ownerAccess,
      request: { params: o.ownerParam },
      responses: { 200: jsonResponse(z.number().int(), 'The count'), ...o.missing },
    }),
  };
}
