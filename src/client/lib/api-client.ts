import { isErrorBody, type ErrorBody } from '../../shared/errors';

/** A failed API call, carrying the server's `{ message, code, details }`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorBody['code'],
    message: string,
    readonly details?: unknown,
    /** The whole answer, for the codes that carry more than details (IDEA_UNCLEAR's questions). */
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The thing asked for is not there (404), or its id in the URL is malformed (400): the not-found state. */
  get isMissing() {
    return this.status === 404 || this.status === 400;
  }

  /** A client error (4xx): retrying the same request will not help. */
  get isClientError() {
    return this.status >= 400 && this.status < 500;
  }
}

/** Calls the JSON API; throws ApiError on a non-2xx answer. */
export async function api<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const { json, headers, ...rest } = init;
  const response = await fetch(`/api${path}`, {
    credentials: 'same-origin',
    ...rest,
    headers: {
      Accept: 'application/json',
      // Emails the server sends on this request go out in the interface language.
      'X-Specforge-Locale': document.documentElement.lang || 'en',
      ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    body: json === undefined ? rest.body : JSON.stringify(json),
  });
  const text = await response.text();
  const data: unknown = text ? JSON.parse(text) : undefined;
  if (!response.ok) {
    if (isErrorBody(data)) throw new ApiError(response.status, data.code, data.message, data.details, data);
    throw new ApiError(response.status, 'UNKNOWN_ERROR', response.statusText || 'Request failed');
  }
  return data as T;
}
