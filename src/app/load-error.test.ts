import { describe, expect, it } from 'vitest';
import { isChunkLoadError, routeErrorSnackbar } from './load-error';

const chunkError = new TypeError(
  'Failed to fetch dynamically imported module: https://portal.example/assets/orders-page-3f2a.js',
);

describe('route error snackbar', () => {
  it('recognises chunk-load failures of the major browsers and bundlers', () => {
    expect(isChunkLoadError(chunkError)).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/orders.css'))).toBe(true);
    expect(isChunkLoadError(Object.assign(new Error('x'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('warns of a new version when a chunk fails to load online', () => {
    expect(routeErrorSnackbar(chunkError, true)).toEqual({
      text: 'A new version of this app is available, please refresh the page to get the latest version.',
      severity: 'warning',
    });
  });

  it('blames the connection for any route error while offline', () => {
    const expected = {
      text: 'An error occurred while loading the page, please check your internet connection and try again.',
      severity: 'error',
    };
    expect(routeErrorSnackbar(chunkError, false)).toEqual(expected);
    expect(routeErrorSnackbar(new Error('boom'), false)).toEqual(expected);
  });

  it('stays silent on other errors while online', () => {
    expect(routeErrorSnackbar(new Error('boom'), true)).toBeNull();
  });
});
