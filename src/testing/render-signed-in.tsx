import type { ReactElement } from 'react';
import type { SignInResult } from '#contract/identity';
import { authStorageKey } from '#machines/session/auth-store';
import { ConfirmHost } from '../app/confirm-host';
import { SnackbarHost } from '../app/snackbar-host';
import { MemoryStorage } from './memory-storage';
import { renderWithRuntime } from './render-with-runtime';
import type { RouteTable } from './table-fetch';

/**
 * A page signed in as `auth`, with the app's confirm dialog and snackbar (placed once in the app), its HTTP
 * answered from `routes`.
 */
export function renderSignedIn(
  page: ReactElement,
  options: { auth: SignInResult; routes: RouteTable; url?: string },
) {
  const storage = new MemoryStorage();
  storage.setItem(authStorageKey, JSON.stringify(options.auth));
  return renderWithRuntime(
    <>
      {page}
      <ConfirmHost />
      <SnackbarHost />
    </>,
    { storage, routes: options.routes, url: options.url },
  );
}
