import { messages } from '#contract/messages';
import { useRuntime } from './runtime-context';
import type { SnackbarMessage } from '#machines/snackbar/snackbar.machine';

// What browsers and bundlers say when a lazily loaded chunk cannot be fetched: Chromium, Firefox, Safari,
// Vite's preload helper (CSS) and webpack-style ChunkLoadError.
const chunkLoadPatterns = [
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  /unable to preload css/i,
  /loading (css )?chunk .* failed/i,
];

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || chunkLoadPatterns.some((p) => p.test(error.message));
}

/**
 * The snackbar of spec 1 §8 for an error while loading or rendering a route: any error while offline is the
 * connection's fault; a chunk that fails to load while online means a newer build replaced it. Other errors
 * get no snackbar (they are logged and the page shows its fallback).
 */
export function routeErrorSnackbar(error: unknown, online: boolean): SnackbarMessage | null {
  if (!online) return { text: messages.offlineRouteError, severity: 'error' };
  if (isChunkLoadError(error)) return { text: messages.chunkLoadFailed, severity: 'warning' };
  return null;
}

/**
 * What a press does when the code it asked for cannot be fetched (a list toolbar's popover, the shell's
 * menus: decision 092): the same snackbar as a route's, so the press does not silently do nothing. The
 * next press tries again.
 */
export function useLoadFailure(): (error: unknown) => void {
  const runtime = useRuntime();
  return (error) => {
    const message = routeErrorSnackbar(error, navigator.onLine);
    if (message) runtime.showSnackbar(message);
    else console.warn('a part of the page failed to load', error);
  };
}
