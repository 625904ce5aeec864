import type { ReactElement } from 'react';
import type { SignInResult } from '#contract/identity';
import { authStorageKey } from '#machines/session/auth-store';
import { MemoryStorage } from '../../../testing/memory-storage';
import {
  renderWithRuntime,
  type RenderedWithRuntime,
  type RenderWithRuntimeOptions,
} from '../../../testing/render-with-runtime';

export {
  deferred,
  errorResponse,
  json,
  type RecordedRequest,
  type RouteTable,
} from '../../../testing/table-fetch';
export { MemoryStorage };

export interface RenderPageOptions extends Omit<RenderWithRuntimeOptions, 'storage'> {
  /** A sign-in result already in storage. */
  auth?: SignInResult | null;
}

export type RenderedPage = RenderedWithRuntime;

/** A sign-in page as the app renders it, with an optional sign-in result already stored. */
export function renderPage(page: ReactElement, options: RenderPageOptions = {}): RenderedPage {
  const storage = new MemoryStorage();
  if (options.auth) storage.setItem(authStorageKey, JSON.stringify(options.auth));
  return renderWithRuntime(page, { ...options, storage });
}
