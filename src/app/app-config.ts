import { z } from 'zod';
import { fromPromise, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { defaultMaxFileMb } from '#contract/file';
import { systemPaths } from '#contract/paths';
import type { HttpClient } from '#client/http-client';

export const appConfigSchema = z.object({
  environmentName: z.string().nullable(),
  version: z.string(),
  machineInspector: z.enum(['off', 'admins']).default('off'),
  /** BUSINESS_TIME_ZONE: the zone times are shown in (decision 042). */
  businessTimeZone: z.string().default('America/Los_Angeles'),
  /** MAX_UPLOAD_MB: the largest file the server accepts, checked before an upload starts (spec 1 §5). */
  maxUploadMb: z.number().int().positive().default(defaultMaxFileMb),
});
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

/** Whether production lets admin identities use the machine inspector. */
export const inspectorForAdmins = (s: AppConfigSnapshot): boolean =>
  s.status === 'done' && s.output?.machineInspector === 'admins';

/** The server's upload limit once the configuration is read; the contract's default until then or on failure. */
export const maxUploadMb = (s: AppConfigSnapshot): number =>
  s.status === 'done' ? (s.output?.maxUploadMb ?? defaultMaxFileMb) : defaultMaxFileMb;
