import { partialErrorBody, serverErrorText, unknownServerErrorText } from '#contract/error';

/** The stable code of a failure whose body carries none, so callers can branch on `code` alone. */
const codeOfStatus = (status: number): string => {
  const known: Record<number, string> = {
    400: 'bad_request',
    401: 'unauthorized',
    403: 'forbidden',
    404: 'not_found',
    409: 'conflict',
    413: 'too_large',
    429: 'throttled',
  };
  return known[status] ?? (status >= 500 ? 'server_error' : 'bad_request');
};

/**
 * A failed call. `message` is what a person reads in the error banner (spec 1 §8): the error body's
 * `statusText`, else the HTTP status text, else 'Server error'. `fields` is empty unless validation failed.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly fields: Readonly<Record<string, string>>;

  constructor(init: { status: number; code: string; message: string; fields?: Record<string, string> }) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields ?? {};
  }
}

/** No response at all (network down, CORS, DNS): there is no server text to show, so the catalogue's last resort. */
export const networkError = (cause: unknown): ApiError => {
  const error = new ApiError({ status: 0, code: 'network_error', message: unknownServerErrorText });
  return Object.assign(error, { cause });
};

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** Reads a non-2xx response into an ApiError; a body that is not the error shape (HTML from a proxy) is ignored. */
export const apiErrorFromResponse = async (response: Response): Promise<ApiError> => {
  const text = await response.text().catch(() => '');
  const body = partialErrorBody(parseJson(text));
  return new ApiError({
    status: response.status,
    code: body.code || codeOfStatus(response.status),
    message: body.statusText?.trim() || response.statusText.trim() || serverErrorText,
    fields: body.fields,
  });
};
