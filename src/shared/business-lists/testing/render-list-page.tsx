import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { onTestFinished } from 'vitest';
import type { SignInResult } from '#contract/identity';
import { authStorageKey } from '#machines/session/auth-store';
import { MemoryStorage } from '../../../testing/memory-storage';
import { renderWithRuntime } from '../../../testing/render-with-runtime';
import type { RouteTable } from '../../../testing/table-fetch';
import { ConfirmHost } from '../../../app/confirm-host';
import { SnackbarHost } from '../../../app/snackbar-host';

/**
 * A list page signed in as `auth`, with the app's confirm dialog and snackbar, its HTTP answered from
 * `routes`. List settings live in the browser's localStorage, emptied after each test.
 */
export function renderListPage(
  page: ReactElement,
  options: { auth: SignInResult; routes: RouteTable; url?: string },
) {
  const storage = new MemoryStorage();
  storage.setItem(authStorageKey, JSON.stringify(options.auth));
  onTestFinished(() => localStorage.clear());
  const view = renderWithRuntime(
    <>
      {page}
      <ConfirmHost />
      <SnackbarHost />
    </>,
    { storage, routes: options.routes, url: options.url },
  );
  return view;
}

/** The list's table by its title, and the header names it shows, in order. */
export const listTable = (title: string) => within(screen.getByRole('table', { name: title }));
export const columnHeaders = (title: string) =>
  listTable(title)
    .getAllByRole('columnheader')
    .map((h) => h.textContent?.trim() ?? '')
    .filter(Boolean);
