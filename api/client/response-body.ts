/** Thrown when a response that should be JSON does not parse (spec 1 §7). */
export const invalidJsonText = 'Invalid JSON response';

/**
 * PDF, zip, spreadsheet and image types come back as a Blob (spec 1 §7). CSV counts as a spreadsheet and
 * octet-stream is never JSON, so both are Blobs too rather than a certain 'Invalid JSON response'.
 */
const blobTypes: readonly RegExp[] = [
  /^application\/pdf$/,
  /^application\/(zip|x-zip-compressed)$/,
  /^application\/vnd\.openxmlformats-officedocument\.spreadsheetml\./,
  /^application\/vnd\.ms-excel$/,
  /^text\/csv$/,
  /^image\//,
  /^application\/octet-stream$/,
];

export const isBlobContentType = (contentType: string | null): boolean => {
  const mediaType = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return blobTypes.some((type) => type.test(mediaType));
};

const safeFileName = (name: string): string => name.replace(/[\\/]/g, '_').trim() || 'download';

/**
 * The file name of an `attachment` disposition, or null when the response is not an attachment.
 * RFC 6266: `filename*` (RFC 5987, UTF-8) wins over `filename`; path separators are never kept.
 */
export const attachmentFileName = (disposition: string | null): string | null => {
  if (!disposition || !/^\s*attachment\b/i.test(disposition)) return null;
  const extended = /filename\*\s*=\s*[^']*'[^']*'([^;]+)/i.exec(disposition)?.[1];
  if (extended) {
    try {
      return safeFileName(decodeURIComponent(extended.trim()));
    } catch {
      // A malformed percent-encoding falls back to the plain parameter below.
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i.exec(disposition);
  const name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2];
  return safeFileName(name ?? 'download');
};

/**
 * The body of a 2xx response by the rules of spec 1 §7: 204 gives null; an attachment is handed to `download`
 * and gives null; binary types give a Blob; empty text gives null; anything else must be JSON.
 */
export const readResponseBody = async (
  response: Response,
  download: (blob: Blob, fileName: string) => void,
): Promise<unknown> => {
  if (response.status === 204) return null;
  const fileName = attachmentFileName(response.headers.get('Content-Disposition'));
  if (fileName !== null) {
    download(await response.blob(), fileName);
    return null;
  }
  if (isBlobContentType(response.headers.get('Content-Type'))) return response.blob();
  const text = await response.text();
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch (cause) {
    throw new Error(invalidJsonText, { cause });
  }
};
