import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../deps';

/** Every area's routes, in one place. */
export function mountRoutes(_app: OpenAPIHono<AppEnv>) {}
