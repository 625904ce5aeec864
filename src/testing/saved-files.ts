import { vi } from 'vitest';

/**
 * The files a page hands the browser to save (an object URL and an anchor's click), caught instead: each
 * blob in order. The spies last until the test restores its mocks.
 */
export function catchSavedFiles(): Blob[] {
  const saved: Blob[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    saved.push(blob as Blob);
    return 'blob:recording';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  return saved;
}
