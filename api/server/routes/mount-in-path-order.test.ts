import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { describe, expect, it } from 'vitest';
import { systemUserPaths } from '#contract/paths';
import type { AppEnv } from '../deps';
import { mountInPathOrder, type MountRoutes } from './mount-in-path-order';

const ok = { 200: { description: 'ok' } };
const byId = createRoute({
  method: 'put',
  path: systemUserPaths.byId,
  request: { params: z.object({ id: z.coerce.number().int().positive() }) },
  responses: ok,
});
const updateLogin = createRoute({ method: 'put', path: systemUserPaths.updateLogin, responses: ok });

// PUT {id} is mounted first on purpose: the order the mount.ts comment had to forbid.
const mountById: MountRoutes = (app) => {
  app.openapi(byId, (c) => c.json({ route: 'byId', id: c.req.valid('param').id }, 200));
};
const mountLogins: MountRoutes = (app) => {
  app.openapi(updateLogin, (c) => c.json({ route: 'updateLogin' }, 200));
};

const put = async (app: OpenAPIHono<AppEnv>, path: string) => {
  const res = await app.request(path, { method: 'PUT' });
  return { status: res.status, body: await res.json() };
};

describe('mountInPathOrder', () => {
  it('lets a static path win over a parameter in the same place, whatever the mount order', async () => {
    const app = new OpenAPIHono<AppEnv>();
    mountInPathOrder(app, [mountById, mountLogins]);
    expect(await put(app, systemUserPaths.updateLogin)).toEqual({
      status: 200,
      body: { route: 'updateLogin' },
    });
    expect(await put(app, '/api/System/SystemUsers/5')).toEqual({
      status: 200,
      body: { route: 'byId', id: 5 },
    });
  });

  it('is needed: mounted straight in that order, PUT {id} answers updateLogin', async () => {
    const app = new OpenAPIHono<AppEnv>();
    mountById(app);
    mountLogins(app);
    expect((await put(app, systemUserPaths.updateLogin)).status).toBe(400);
  });

  it('documents every route with the path as the contract spells it', () => {
    const app = new OpenAPIHono<AppEnv>();
    mountInPathOrder(app, [mountById, mountLogins]);
    const doc = app.getOpenAPI31Document({ openapi: '3.1.0', info: { title: 't', version: '1' } });
    expect(Object.keys(doc.paths ?? {}).sort()).toEqual(
      [systemUserPaths.byId, systemUserPaths.updateLogin].sort(),
    );
  });
});
