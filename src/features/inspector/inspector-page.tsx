import { Suspense, use } from 'react';
import { Redirect } from 'wouter';
import { systemPaths } from '../../../api/contract/paths';
import { EmptyState } from '../../../ui/components/empty-state/empty-state';
import { Spinner } from '../../../ui/components/spinner/spinner';
import { useRuntime } from '../../app/runtime-context';
import type { Runtime } from '../../app/runtime';
import type { RouteParams } from '../../routing/match-route';
import { inspectorAccess, inspectorBuild, inspectorSettingSchema, type InspectorSetting } from './inspector-access';
import * as s from './inspector.css';
import { MachineInspector } from './machine-inspector';

const settings = new WeakMap<Runtime, Promise<InspectorSetting>>();

/** The production setting, asked once per runtime; a failed call keeps the inspector closed. */
function inspectorSetting(runtime: Runtime): Promise<InspectorSetting> {
  let setting = settings.get(runtime);
  if (!setting) {
    setting = runtime.services.http
      .get(systemPaths.config, { loginRequired: false, schema: inspectorSettingSchema })
      .then((config) => config?.machineInspector ?? 'off')
      .catch(() => 'off' as const);
    settings.set(runtime, setting);
  }
  return setting;
}

function ProductionGate() {
  const runtime = useRuntime();
  const setting = use(inspectorSetting(runtime));
  const access = inspectorAccess(inspectorBuild(), setting, runtime.services.authStore.read());
  if (access === 'allowed') return <MachineInspector />;
  if (access === 'signIn') return <Redirect to="/login?error=loginRequired&returnUrl=%2Finspector" replace />;
  return (
    <div className={s.page}>
      <EmptyState
        title="The machine inspector is not available"
        description="It is part of development and QA builds; in production an administrator can turn it on for admin identities."
      />
    </div>
  );
}

/**
 * /inspector ('Machine Inspector'): in development and QA builds it opens at once; in production it asks
 * the server's setting and the stored identity first.
 */
export function InspectorPage(_: { params: RouteParams }) {
  const build = inspectorBuild();
  if (build.dev || build.qa) return <MachineInspector />;
  return (
    <Suspense fallback={<Spinner block />}>
      <ProductionGate />
    </Suspense>
  );
}
