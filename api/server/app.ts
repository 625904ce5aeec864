import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { requestId } from 'hono/request-id';
import { clientVersion } from '#contract/messages';
import { systemPaths } from '#contract/paths';
import type { AppEnv, Deps } from './deps';
import { HttpError } from './http/errors';
import { httpErrorOfDatabase } from './http/database-errors';
import { databaseAnswers, databaseUnavailableText, isDatabaseUnavailable } from './db/unavailable';
import { describeError } from './logging/describe-error';
import { validationHook } from './http/validation';
import { tooLarge } from './files/multipart-upload';
import { oldHostRedirect } from './http/old-host-redirect';
import { documentCodeLists } from './http/openapi-code-lists';
import { securityHeaders } from './http/security-headers';
import { serveClient } from './http/serve-client';
import { mountRoutes } from './routes/mount';

export type App = OpenAPIHono<AppEnv>;

const healthTimeoutMs = 3000;

/** The whole HTTP surface: API routes, OpenAPI document, health, and the built portal. */
export function createApp(deps: Deps): App {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });

  app.use('*', requestId());
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    c.set('auth', null);
    const started = performance.now();
    await next();
    if (c.req.path.startsWith('/api/')) {
      deps.log.info('request', {
        requestId: c.var.requestId,
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      });
    }
  });
  app.use('*', oldHostRedirect(deps.config));
  app.use('*', ...securityHeaders(deps.config));
  const maxBodySize = (deps.config.MAX_UPLOAD_MB + 1) * 1024 * 1024;
  const tooLargeBody = (c: Context): never => {
    // An upload past the limit before the file's own stream does: the same words as that limit.
    if (/^multipart\/form-data/i.test(c.req.header('content-type') ?? ''))
      throw tooLarge(deps.config.MAX_UPLOAD_MB);
    throw new HttpError(413, 'too_large', `Request must be smaller than ${deps.config.MAX_UPLOAD_MB}mb.`);
  };
  const streamedBodyLimit = bodyLimit({ maxSize: maxBodySize, onError: tooLargeBody });
  app.use('/api/*', (c, next) => {
    // A body whose length the headers give is judged by them, as hono's bodyLimit does, but without
    // touching the request's body stream first (on Node that builds a whole web Request a call), and a
    // GET or HEAD has no body; anything else (a body sent in chunks, or a Request made in the process
    // without a length) is counted as it arrives.
    const length = c.req.header('content-length');
    if (c.req.header('transfer-encoding') === undefined) {
      if (length !== undefined) return Number.parseInt(length, 10) > maxBodySize ? tooLargeBody(c) : next();
      if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    }
    return streamedBodyLimit(c, next);
  });

  // Answers within about 3 s even while the database is away (a load balancer's check must not hang).
  app.get(systemPaths.health, async (c) => {
    const up = await databaseAnswers((text) => deps.database.exec(text), healthTimeoutMs);
    const about = { version: clientVersion, engine: deps.database.engine };
    return up
      ? c.json({ status: 'ok', ...about })
      : c.json({ status: 'database unavailable', ...about }, 503);
  });
  app.get(systemPaths.config, (c) =>
    c.json({
      environmentName: deps.config.environmentName,
      version: clientVersion,
      machineInspector: deps.config.MACHINE_INSPECTOR,
      businessTimeZone: deps.config.BUSINESS_TIME_ZONE,
      maxUploadMb: deps.config.MAX_UPLOAD_MB,
    }),
  );

  mountRoutes(app);

  app.openAPIRegistry.registerComponent('securitySchemes', 'bearer', { type: 'http', scheme: 'bearer' });
  documentCodeLists(app.openAPIRegistry.definitions);
  app.doc31(systemPaths.openapi, {
    openapi: '3.1.0',
    info: { title: 'Logistics portal API', version: clientVersion },
    // Relative, so a client generated from the document calls whichever host served it (decision 070).
    servers: [{ url: '/', description: 'The host that serves this document' }],
  });

  app.all('/api/*', () => {
    throw new HttpError(404, 'not_found', 'No such API call.');
  });
  serveClient(app, deps.config);

  app.onError((err, c) => {
    if (err instanceof HttpError) {
      if (err.headers) for (const [k, v] of Object.entries(err.headers)) c.header(k, v);
      return c.json(err.body(), err.status);
    }
    if (err instanceof HTTPException && err.status < 500) {
      const message =
        err.status === 400 ? 'The request body is not valid JSON.' : err.message || 'Bad request';
      return c.json({ statusText: message, code: 'bad_request' }, err.status);
    }
    if (isDatabaseUnavailable(err)) {
      deps.log.warn('database unavailable', { requestId: c.var.requestId, ...describeError(err) });
      c.header('Retry-After', '5');
      return c.json({ statusText: databaseUnavailableText, code: 'unavailable' }, 503);
    }
    const refused = httpErrorOfDatabase(err);
    if (refused) {
      // The caller's input, not a fault of ours: noted without values, answered as any other refusal.
      deps.log.warn('database refused input', { requestId: c.var.requestId, ...describeError(err) });
      return c.json(refused.body(), refused.status);
    }
    // The request's id in the answer and the log line, so whoever sees the 500 can quote it (issue #27).
    const requestId = c.var.requestId;
    deps.log.error('unhandled error', { requestId, ...describeError(err) });
    return c.json({ statusText: 'Server error', code: 'server_error', requestId }, 500);
  });
  return app;
}
