import { useSelector } from '@xstate/react';
import { EnvironmentBanner } from '../../../ui/components/environment-banner/environment-banner';
import { environmentName } from '../../app/app-config';
import { useRuntime } from '../../app/runtime-context';

/** The non-production banner of spec 1 §1, named by the server's /api/config. */
export function EnvironmentHost() {
  const name = useSelector(useRuntime().appConfig(), environmentName);
  return name ? <EnvironmentBanner environment={name} /> : null;
}
