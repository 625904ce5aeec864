import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { onTestFinished } from 'vitest';
import type { SignInResult } from '#contract/identity';
import { renderSignedIn } from '../../../testing/render-signed-in';
import type { RouteTable } from '../../../testing/table-fetch';

/**
 * A list page signed in as `auth`, with the app's confirm dialog and snackbar, its HTTP answered from
 * `routes`. List settings live in the browser's localStorage, emptied after each test.
 */
export function renderListPage(
  page: ReactElement,
  options: { auth: SignInResult; routes: RouteTable; url?: string },
) {
  onTestFinished(() => localStorage.clear());
  return renderSignedIn(page, options);
}

/** The list's table by its title, and the header names it shows, in order. */
export const listTable = (title: string) => within(screen.getByRole('table', { name: title }));
export const columnHeaders = (title: string) =>
  listTable(title)
    .getAllByRole('columnheader')
    .map((h) => h.textContent?.trim() ?? '')
    .filter(Boolean);
