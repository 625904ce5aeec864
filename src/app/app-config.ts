import { z } from 'zod';
import { createActor, fromPromise, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { systemPaths } from '../../api/contract/paths';
import type { HttpClient } from '../../api/client/http-client';
import type { Runtime } from './runtime';

export const appConfigSchema = z.object({ environmentName: z.string().nullable(), version: z.string() });
export type AppConfig = z.infer<typeof appConfigSchema>;

/**
 * GET /api/config, without a session. A failure means no banner, not a broken page, so it resolves null
 * (an errored actor with no listener would be reported as an unhandled error).
 */
export const appConfigLogic = fromPromise<AppConfig | null, { http: HttpClient }>(
  async ({ input, signal }) => {
    try {
      return await input.http.get(systemPaths.config, {
        loginRequired: false,
        signal,
        schema: appConfigSchema,
      });
    } catch (error) {
      console.warn('could not read the app configuration', error);
      return null;
    }
  },
);

export type AppConfigActor = ActorRefFrom<typeof appConfigLogic>;
type AppConfigSnapshot = SnapshotFrom<typeof appConfigLogic>;

/** The environment to announce, or null in production, while loading, or when the call failed. */
export const environmentName = (s: AppConfigSnapshot): string | null =>
  s.status === 'done' ? (s.output?.environmentName ?? null) : null;

const actors = new WeakMap<Runtime, AppConfigActor>();

/**
 * One config call per runtime, started on first use and kept outside React so StrictMode's double
 * effects cannot repeat it. (Belongs in createRuntime; kept here until runtime.ts takes it.)
 */
export function appConfigActor(runtime: Runtime): AppConfigActor {
  let actor = actors.get(runtime);
  if (!actor) {
    actor = createActor(appConfigLogic, { input: { http: runtime.services.http } }).start();
    actors.set(runtime, actor);
  }
  return actor;
}
