import { ConfirmHost } from './app/confirm-host';
import { EnvironmentHost } from './features/shell/environment-host';
import { SnackbarHost } from './app/snackbar-host';
import type { PageResolver } from './routing/pages';
import { RouteView } from './routing/route-view';

/** The page: environment banner, the current route, and the global snackbar and confirm dialog. */
export function App({ pages }: { pages?: PageResolver }) {
  return (
    <>
      <EnvironmentHost />
      <RouteView pages={pages} />
      <SnackbarHost />
      <ConfirmHost />
    </>
  );
}
