import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../deps';
import { mountAuthRoutes } from './auth.routes';

/** Every area's routes, in one place. */
export function mountRoutes(app: OpenAPIHono<AppEnv>) {
  mountAuthRoutes(app);
}
