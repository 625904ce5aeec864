import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../deps';

type App = OpenAPIHono<AppEnv>;
type Registration = Parameters<App['openapi']>;

/** The routes of one area (or sub-resource): `mountXRoutes(app)`. */
export type MountRoutes = (app: App) => void;

const paramCount = (path: string) => path.split('{').length - 1;

/**
 * Hono answers with the first matching route that was added, so PUT /SystemUsers/{id} added before
 * PUT /SystemUsers/updateLogin would answer it (a 400 for the id). The mounts add their routes to a recorder
 * instead; the routes then go to the app static paths first, then by number of path parameters, keeping the
 * mounts' order otherwise, so no area depends on being mounted before another. Everything but `openapi`
 * (a mount's middleware) reaches the app at once.
 */
export function mountInPathOrder(app: App, mounts: readonly MountRoutes[]): void {
  const recorded: Registration[] = [];
  const recorder = new Proxy(app, {
    get: (target, key, receiver) =>
      key === 'openapi'
        ? (...registration: Registration) => {
            recorded.push(registration);
            return receiver as App;
          }
        : Reflect.get(target, key),
  });
  for (const mount of mounts) mount(recorder);
  const ordered = recorded
    .map((registration, index) => ({ registration, index, params: paramCount(registration[0].path) }))
    .sort((a, b) => a.params - b.params || a.index - b.index);
  for (const { registration } of ordered) app.openapi(...registration);
}
