import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import { fileTooLargeMessage } from '#contract/validation-messages';
import { badRequest, HttpError } from '../http/errors';
import type { FileStorage } from './file-storage';

export interface ReceivedUpload {
  /** The temporary file holding the bytes; the caller stores or removes it. */
  path: string;
  size: number;
  /** The name the browser sent with the part (the `nameOfFile` field wins). */
  partName: string;
  fields: Record<string, string>;
}

const maxFieldLength = 2000;

/** 413 in the words the browser shows before it sends (spec 1 §5). */
export const tooLarge = (maxMb: number) => {
  const message = fileTooLargeMessage(maxMb);
  return new HttpError(413, 'too_large', message, { formFile: message });
};

/**
 * Streams a multipart body (one `formFile` part plus text fields) to a temporary file without holding it in
 * memory, refusing with 413 as soon as the file passes `maxMb`. The temporary file is removed on any failure.
 */
export async function receiveUpload(
  request: Request,
  storage: FileStorage,
  maxMb: number,
): Promise<ReceivedUpload> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data/i.test(contentType) || !request.body)
    throw badRequest('Send the file as multipart/form-data with a formFile part.', { formFile: 'Required' });
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      limits: { files: 1, fileSize: maxMb * 1024 * 1024, fields: 20, fieldSize: maxFieldLength, parts: 30 },
    });
  } catch {
    throw badRequest('The multipart body is not valid.', { formFile: 'Required' });
  }
  const fields: Record<string, string> = {};
  let incoming: string | null = null;
  let written: Promise<number> | null = null;
  let partName = '';
  let overLimit = false;

  parser.on('field', (name, value) => {
    fields[name] = value;
  });
  parser.on('file', (name, stream, info) => {
    if (name !== 'formFile' || incoming) {
      stream.resume();
      return;
    }
    partName = info.filename ?? '';
    stream.on('limit', () => {
      overLimit = true;
    });
    const out = storage.newIncoming();
    incoming = out.path;
    written = pipeline(stream, out.stream).then(() => out.stream.bytesWritten);
  });

  try {
    await pipeline(Readable.fromWeb(request.body as NodeReadableStream), parser);
    const size = (await written) ?? 0;
    if (overLimit) throw tooLarge(maxMb);
    if (!incoming) throw badRequest('The upload has no file.', { formFile: 'Required' });
    return { path: incoming, size, partName, fields };
  } catch (error) {
    if (incoming) await storage.remove(incoming);
    if (error instanceof HttpError) throw error;
    throw badRequest('The multipart body is not valid.', { formFile: 'Could not be read' });
  }
}
