import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../deps';
import { mountAccessRequestRoutes } from './access-requests.routes';
import { mountAuthRoutes } from './auth.routes';
import { mountSessionRoutes } from './session.routes';
import { mountSystemUserRoutes } from './system-users.routes';
import { mountTestSupportRoutes } from './test-support.routes';

/** Every area's routes, in one place. */
export function mountRoutes(app: OpenAPIHono<AppEnv>) {
  mountAuthRoutes(app);
  mountSessionRoutes(app);
  mountSystemUserRoutes(app);
  mountAccessRequestRoutes(app);
  mountTestSupportRoutes(app);
}
