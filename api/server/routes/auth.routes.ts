import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../deps';
import { mountPasswordRoutes } from './auth/password.routes';
import { mountResetLinkRoutes } from './auth/reset-link.routes';
import { mountAuthSessionRoutes } from './auth/session.routes';
import { mountSignInRoutes } from './auth/sign-in.routes';

/** Every call of spec 1 §7 "Authentication (base /api/auth)". */
export function mountAuthRoutes(app: OpenAPIHono<AppEnv>) {
  mountSignInRoutes(app);
  mountAuthSessionRoutes(app);
  mountPasswordRoutes(app);
  mountResetLinkRoutes(app);
}
