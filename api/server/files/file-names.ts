import { allowedExtensions, extensionsOfType } from './content-type';

/** Path separators, control characters and the characters Windows refuses in a name. */
// eslint-disable-next-line no-control-regex
const unsafe = /[\u0000-\u001f\u007f/\\:*?"<>|]/g;

/**
 * The name a client gave, as metadata only (docs/decisions/030): the last path segment, without separators
 * or control characters, trimmed, at most 255 characters, never '.' or '..'. Empty when nothing is left.
 */
export function cleanFileName(raw: string): string {
  const last = raw.split(/[/\\]/).pop() ?? '';
  const cleaned = last.replace(unsafe, '').trim().slice(0, 255).trim();
  return /^\.+$/.test(cleaned) ? '' : cleaned;
}

/** The name's extension, lower case, without the dot ('' when none). */
export const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
};

/**
 * The name a stored file downloads under (decision 067): its own when its extension is one the allow-list
 * gives its media type, else that name with such an extension added ('invoice.exe' stored as a PDF downloads
 * as 'invoice.exe.pdf'), so a name saved before renames were checked can never hand over a program.
 */
export function downloadName(name: string, type: string | null): string {
  const extension = extensionOf(name);
  const fits = extensionsOfType(type);
  if (fits.includes(extension)) return name;
  if (fits.length) return `${name}.${fits[0]}`;
  return allowedExtensions.includes(extension) ? name : `${name}.bin`;
}

/**
 * Content-Disposition for a download: an ASCII fallback and the exact name in RFC 5987 form, so any name
 * arrives intact and none can break the header.
 */
export function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
