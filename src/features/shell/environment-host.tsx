import { useSelector } from '@xstate/react';
import { EnvironmentBanner } from '#ui/components/environment-banner/environment-banner';
import { environmentName } from '../../app/app-config';
import { useRuntime } from '../../app/runtime-context';

/** The non-production banner of spec 1 §1, named by the server's /api/config, in its own landmark. */
export function EnvironmentHost() {
  const name = useSelector(useRuntime().appConfig(), environmentName);
  // A landmark, so that no content sits outside one (axe "region") and screen readers can find it.
  return name ? (
    <aside aria-label="Environment">
      <EnvironmentBanner environment={name} />
    </aside>
  ) : null;
}
