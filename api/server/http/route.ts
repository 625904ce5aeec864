import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import { describeAccess, requireAccess, type Access, type GuardOptions } from '../auth/guard';
import { operationIdOf } from './operation-id';

const errorResponses = {
  400: { description: 'Invalid input: `fields` names each problem' },
  401: { description: 'No session, or the session expired' },
  403: { description: 'The caller lacks the permission or identity type' },
  429: { description: 'Too many attempts; see Retry-After' },
} as const;

/**
 * A route with its access rule: the guard runs before validation, and the rule is written into the
 * OpenAPI document (`x-access`) so the document says who may call what. Its operationId is made from the
 * method and path (operation-id.ts), and its security says whether a session is needed: the bearer scheme,
 * or `[]` for a public call, which a linter then knows to be public on purpose (decision 070).
 */
export function defineRoute<const R extends Omit<RouteConfig, 'middleware'>>(
  access: Access,
  config: R,
  guard: GuardOptions = {},
) {
  return createRoute({
    ...config,
    middleware: [requireAccess(access, guard)] as const,
    responses: { ...errorResponses, ...config.responses },
    description: [config.description, `Access: ${describeAccess(access)}.`].filter(Boolean).join('\n\n'),
    operationId: operationIdOf(config.method, config.path),
    'x-access': access,
    security: access.kind === 'public' ? [] : [{ bearer: [] }],
  });
}

export const jsonBody = <S>(schema: S, description = 'Request body') => ({
  body: { content: { 'application/json': { schema } }, required: true, description },
});

export const jsonResponse = <S>(schema: S, description: string) => ({
  content: { 'application/json': { schema } },
  description,
});
/** What a route declaration says beyond its method, path, access and the area's tags. */
type RouteSpec = Omit<RouteConfig, 'middleware' | 'method' | 'path' | 'tags'>;

const verb =
  <const M extends RouteConfig['method']>(method: M, tags: string[]) =>
  <const P extends string, const C extends RouteSpec>(
    path: P,
    access: Access,
    config: C,
    guard?: GuardOptions,
  ) =>
    defineRoute(access, { ...config, method, path, tags }, guard);

/** The route declarations of one area: `route.post(path, access, {...})`, each tagged with the area's tags. */
export function areaRoutes(tags: string[]) {
  return {
    tags,
    get: verb('get', tags),
    post: verb('post', tags),
    put: verb('put', tags),
    delete: verb('delete', tags),
  };
}

/** The declarations of one area's routes (see areaRoutes). */
export type AreaRoutes = ReturnType<typeof areaRoutes>;
