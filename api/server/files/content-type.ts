/** How a kind of file starts; null for text, which has no signature. */
type Signature = (head: Uint8Array) => boolean;

const startsWith =
  (...bytes: number[]): Signature =>
  (head) =>
    bytes.every((b, i) => head[i] === b);
const pdf = startsWith(0x25, 0x50, 0x44, 0x46); // %PDF
const png = startsWith(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
const jpeg = startsWith(0xff, 0xd8, 0xff);
const gif = startsWith(0x47, 0x49, 0x46, 0x38); // GIF8
const webp: Signature = (h) =>
  startsWith(0x52, 0x49, 0x46, 0x46)(h) && String.fromCharCode(...h.slice(8, 12)) === 'WEBP';
const tiff: Signature = (h) => startsWith(0x49, 0x49, 0x2a, 0x00)(h) || startsWith(0x4d, 0x4d, 0x00, 0x2a)(h);
const zip = startsWith(0x50, 0x4b, 0x03, 0x04); // also docx, xlsx, pptx
const emptyZip = startsWith(0x50, 0x4b, 0x05, 0x06);
const ole = startsWith(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1); // doc, xls, ppt
/** Text: no NUL byte in the first block (binary formats have them early). */
const text: Signature = (h) => !h.includes(0);

/** The allow-list (docs/decisions/030): extension → media type and the signature its content must have. */
const allowed: Readonly<Record<string, { type: string; is: Signature }>> = {
  pdf: { type: 'application/pdf', is: pdf },
  png: { type: 'image/png', is: png },
  jpg: { type: 'image/jpeg', is: jpeg },
  jpeg: { type: 'image/jpeg', is: jpeg },
  gif: { type: 'image/gif', is: gif },
  webp: { type: 'image/webp', is: webp },
  tif: { type: 'image/tiff', is: tiff },
  tiff: { type: 'image/tiff', is: tiff },
  doc: { type: 'application/msword', is: ole },
  xls: { type: 'application/vnd.ms-excel', is: ole },
  ppt: { type: 'application/vnd.ms-powerpoint', is: ole },
  docx: { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', is: zip },
  xlsx: { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', is: zip },
  pptx: { type: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', is: zip },
  zip: { type: 'application/zip', is: (h) => zip(h) || emptyZip(h) },
  csv: { type: 'text/csv', is: text },
  txt: { type: 'text/plain', is: text },
};

export const allowedExtensions = Object.keys(allowed);

/** The allowed extensions whose media type is `type`, in list order (none for a type off the list). */
export const extensionsOfType = (type: string | null): string[] =>
  allowedExtensions.filter((extension) => allowed[extension]!.type === type);

/**
 * The media type of an upload, or null when it is not allowed: the name's extension must be on the list
 * and the first bytes must be what that extension promises, so a renamed program is refused.
 */
export function mediaTypeOf(extension: string, head: Uint8Array): string | null {
  const entry = allowed[extension];
  return entry && entry.is(head) ? entry.type : null;
}
