import { configure, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { onTestFinished } from 'vitest';
import type { SignInResult } from '#contract/identity';
import { adminAuth } from '../../../testing/auth-fixtures';
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

/** A list's two calls as a route table names them: `POST /api/Carriers/getItems`, `POST …/deleteBulk`. */
export const listCalls = (paths: { getItems: string; deleteBulk: string }) => ({
  getItems: `POST ${paths.getItems}`,
  deleteBulk: `POST ${paths.deleteBulk}`,
});

/**
 * The `open` of one list page's tests: the page with `server` answering (and `routes` over it), signed in as
 * an admin with `codes` unless `auth` says otherwise. Finding waits 3 s, as the list debounces search 300 ms
 * and shows its spinner 100 ms at least. Without `routes` the page reads `server` itself, so a test may
 * change an answer while the page is open.
 */
export function listPageOpener(page: ReactElement, server: RouteTable, codes: number[]) {
  configure({ asyncUtilTimeout: 3000 });
  return (auth: SignInResult = adminAuth(codes), routes?: RouteTable) =>
    renderListPage(page, { auth, routes: routes ? { ...server, ...routes } : server });
}

/** The list's table by its title, and the header names it shows, in order. */
export const listTable = (title: string) => within(screen.getByRole('table', { name: title }));
export const columnHeaders = (title: string) =>
  listTable(title)
    .getAllByRole('columnheader')
    .map((h) => h.textContent?.trim() ?? '')
    .filter(Boolean);
