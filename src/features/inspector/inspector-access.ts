import { z } from 'zod';
import type { SignInResult } from '#contract/identity';

/**
 * Build-time flags: a Vite dev server, or a QA build made with `VITE_MACHINE_INSPECTOR=on`. Either opens the
 * inspector to everyone, signed in or not (it shows machines, not data; live values are redacted).
 */
export interface InspectorBuild {
  dev: boolean;
  qa: boolean;
}

export const inspectorBuild = (env: Record<string, unknown> = import.meta.env): InspectorBuild => ({
  dev: env.DEV === true,
  qa: env.VITE_MACHINE_INSPECTOR === 'on',
});

/**
 * The production setting, read from GET /api/config as `machineInspector`: 'admins' lets admin identities
 * in; anything else (or no field) keeps it closed.
 */
export const inspectorSettingSchema = z.object({
  machineInspector: z.enum(['off', 'admins']).catch('off').default('off'),
});
export type InspectorSetting = z.infer<typeof inspectorSettingSchema>['machineInspector'];

export type InspectorAccess = 'allowed' | 'signIn' | 'denied';

/** Who may open /inspector: anyone in development and QA builds; in production, admins when the setting is on. */
export function inspectorAccess(
  build: InspectorBuild,
  setting: InspectorSetting,
  auth: SignInResult | null,
): InspectorAccess {
  if (build.dev || build.qa) return 'allowed';
  if (setting !== 'admins') return 'denied';
  if (!auth?.token || !auth.userIdentityCurrent) return 'signIn';
  return auth.userIdentityCurrent.identityType === 'admin' ? 'allowed' : 'denied';
}
