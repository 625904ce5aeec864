import { useSelector } from '@xstate/react';
import { Redirect } from 'wouter';
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import { systemPaths } from '#contract/paths';
import type { HttpClient } from '#client/http-client';
import { EmptyState } from '#ui/components/empty-state/empty-state';
import { Spinner } from '#ui/components/spinner/spinner';
import { Stack } from '#ui/components/stack/stack';
import { useRuntime } from '../../app/runtime-context';
import type { Runtime } from '../../app/runtime';
import type { RouteParams } from '../../app/page-props';
import {
  inspectorAccess,
  inspectorBuild,
  inspectorSettingSchema,
  type InspectorSetting,
} from './inspector-access';
import * as s from './inspector.css';
import { MachineInspector } from './machine-inspector';

/** GET /api/config's `machineInspector`; a failed call keeps the inspector closed. */
const inspectorSettingLogic = fromPromise<InspectorSetting, { http: HttpClient }>(
  async ({ input, signal }) => {
    try {
      const config = await input.http.get(systemPaths.config, {
        loginRequired: false,
        signal,
        schema: inspectorSettingSchema,
      });
      return config?.machineInspector ?? 'off';
    } catch {
      return 'off';
    }
  },
);

const settingActors = new WeakMap<Runtime, ActorRefFrom<typeof inspectorSettingLogic>>();

/** One setting call per runtime, kept outside React so StrictMode's double effects cannot repeat it. */
function inspectorSettingActor(runtime: Runtime) {
  let actor = settingActors.get(runtime);
  if (!actor) {
    actor = createActor(inspectorSettingLogic, { input: { http: runtime.services.http } }).start();
    settingActors.set(runtime, actor);
  }
  return actor;
}

function ProductionGate({ params }: { params: RouteParams }) {
  const runtime = useRuntime();
  const setting = useSelector(inspectorSettingActor(runtime), (snap) =>
    snap.status === 'done' ? snap.output : null,
  );
  if (!setting) return <Spinner block />;
  const access = inspectorAccess(inspectorBuild(), setting, runtime.services.authStore.read());
  if (access === 'allowed') return <LinkedInspector params={params} />;
  if (access === 'signIn')
    return (
      <Redirect
        to={`/login?error=loginRequired&returnUrl=${encodeURIComponent(inspectorPath(params))}`}
        replace
      />
    );
  return (
    <Stack gap="lg" padding="xl" className={s.page}>
      <EmptyState
        title="The machine inspector is not available"
        description="It is part of development and QA builds; in production an administrator can turn it on for admin identities."
      />
    </Stack>
  );
}

const inspectorPath = (params: RouteParams) =>
  ['/inspector', params.machineId, params.statePath].filter(Boolean).join('/');

/** A deep link opens its machine with its state marked; another link is another inspector (`key`). */
function LinkedInspector({ params }: { params: RouteParams }) {
  return (
    <MachineInspector
      key={inspectorPath(params)}
      {...(params.machineId ? { linkedMachineId: params.machineId } : {})}
      {...(params.statePath ? { linkedStatePath: params.statePath } : {})}
    />
  );
}

/**
 * /inspector ('Machine Inspector') and /inspector/<machine>/<state>: in development and QA builds it opens
 * at once; in production it asks the server's setting and the stored identity first.
 */
export function InspectorPage({ params }: { params: RouteParams }) {
  const build = inspectorBuild();
  if (build.dev || build.qa) return <LinkedInspector params={params} />;
  return <ProductionGate params={params} />;
}
