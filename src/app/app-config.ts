import { fromPromise, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { businessTimeZone as defaultZone } from '#contract/business-time-zone';
import { defaultMaxFileMb } from '#contract/file-limits';
import { systemPaths } from '#contract/paths';
import type { HttpClient } from '#client/http-client';

export interface AppConfig {
  environmentName: string | null;
  version: string;
  machineInspector: 'off' | 'admins';
  /** BUSINESS_TIME_ZONE: the zone times are shown in (decision 042). */
  businessTimeZone: string;
  /** MAX_UPLOAD_MB: the largest file the server accepts, checked before an upload starts (spec 1 §5). */
  maxUploadMb: number;
}

/**
 * GET /api/config's answer, or null when it is not that shape; absent optional settings take their defaults.
 * Checked by hand, not with zod: the login route reads it and carries no zod (docs/decisions/090).
 */
export function parseAppConfig(raw: unknown): AppConfig | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const { environmentName, version, machineInspector, businessTimeZone, maxUploadMb } = raw as Record<
    string,
    unknown
  >;
  if (environmentName !== null && typeof environmentName !== 'string') return null;
  if (typeof version !== 'string') return null;
  if (machineInspector !== undefined && machineInspector !== 'off' && machineInspector !== 'admins')
    return null;
  if (businessTimeZone !== undefined && typeof businessTimeZone !== 'string') return null;
  if (maxUploadMb !== undefined && !(Number.isInteger(maxUploadMb) && (maxUploadMb as number) > 0))
    return null;
  return {
    environmentName,
    version,
    machineInspector: machineInspector ?? 'off',
    businessTimeZone: businessTimeZone ?? defaultZone,
    maxUploadMb: (maxUploadMb as number | undefined) ?? defaultMaxFileMb,
  };
}

/**
 * GET /api/config, without a session. A failure means no banner, not a broken page, so it resolves null
 * (an errored actor with no listener would be reported as an unhandled error).
 */
export const appConfigLogic = fromPromise<AppConfig | null, { http: HttpClient }>(
  async ({ input, signal }) => {
    try {
      const raw = await input.http.get<unknown>(systemPaths.config, { loginRequired: false, signal });
      const config = parseAppConfig(raw);
      if (!config && raw !== null) console.warn('the app configuration is not in the expected shape', raw);
      return config;
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
