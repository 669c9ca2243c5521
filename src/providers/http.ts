import type { ErrorBody } from '../domain/errors';
import { parseMessage } from '../domain/validation';
import { session } from './storage';
import { translate } from './i18nProvider';

export type ApiVersion = 'v1' | 'v2';

/** §9: requests time out after 2500 ms, file uploads after 20000 ms. */
export const REQUEST_TIMEOUT = 2500;
export const UPLOAD_TIMEOUT = 20000;

/**
 * A call is not given up at the §9 timeout: that is the moment the user is told it takes longer
 * than usual, and it goes on waiting up to PATIENCE. Giving up there made a slow read of a record
 * that exists show "Not found", and a slow write look failed although the server did it, so the
 * user saved it a second time (issue 23, "Slow lines").
 */
export const PATIENCE = 30000;
/** A read that has no answer after PATIENCE is asked this many times more before the user sees an error. */
const READ_RETRIES = 1;

const slowListeners = new Set<() => void>();

/** Called each time a call passes REQUEST_TIMEOUT without an answer (the shell shows a notice). */
export function onSlowAnswer(listener: () => void) {
  slowListeners.add(listener);
  return () => {
    slowListeners.delete(listener);
  };
}

/**
 * Every failed call rejects with an ApiError. `message` is what the user reads (already
 * translated, "code: message" for HTTP errors, §4 Notification); `body.errors` carries translated
 * field messages, which react-admin forms show under their inputs.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    readonly body: { errors?: Record<string, string> } & Partial<ErrorBody> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ApiRequest {
  method?: string;
  /** JSON body, or FormData for uploads. */
  body?: unknown;
  version?: ApiVersion;
  timeout?: number;
  query?: Record<string, string | number | undefined>;
  /** Upload progress 0..1 (uses XMLHttpRequest, which reports it); for FormData and JSON bodies. */
  onProgress?: (fraction: number) => void;
  /** An Idempotency-Key: the server answers a retry of this create with its first answer. */
  idempotencyKey?: string;
  /** The version of the record the user saw (If-Match): the server refuses the write with 412 if it changed since. */
  ifMatch?: string;
  /** How long a call without a `timeout` of its own waits for its answer (PATIENCE unless given). */
  patience?: number;
}

export interface ApiResponse<T> {
  status: number;
  headers: Headers;
  json: T;
}

export const apiUrl = (path: string, version: ApiVersion = 'v2', query?: ApiRequest['query']) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) search.set(key, String(value));
  const qs = search.toString();
  return `/api/${version}/${path.replace(/^\//, '')}${qs ? `?${qs}` : ''}`;
};

const translateServerText = (text: string) => {
  const parsed = parseMessage(text);
  return parsed ? translate(`validation.${parsed.key}`, { ...parsed.values, _: text }) : text;
};

/** The §8 error branches for an answer that is not 2xx. */
export function errorFromResponse(status: number, statusText: string, body: Partial<ErrorBody> | undefined): ApiError {
  const code = body?.code ?? `HTTP_${status}`;
  const errors = body?.errors
    ? Object.fromEntries(Object.entries(body.errors).map(([field, text]) => [field, translateServerText(text)]))
    : undefined;
  if (status === 401 && body?.message) {
    // 'Invalid user credentials' / 'Jwt expired': the body goes back to the caller as it is
    return new ApiError(body.message, status, code, { ...body, errors });
  }
  if (status === 429) {
    const text = translate('errors.TOO_MANY_REQUESTS', { host: window.location.hostname });
    return new ApiError(text, status, code, { ...body, errors });
  }
  const text = body?.code
    ? translate(`errors.${body.code}`, { _: body.message ?? statusText })
    : body?.message || statusText;
  return new ApiError(`${status}: ${text}`, status, code, { ...body, errors });
}

/**
 * No answer at all: "name: message" (§8), e.g. "TypeError: Failed to fetch". A call that ran out
 * of time says only the translated sentence ("The server did not answer in time."): the name
 * "TimeoutError" tells the user nothing (issue 25.10).
 */
export function networkError(error: unknown): ApiError {
  // a DOMException (a signal's timeout or abort) is not an Error everywhere
  const { name = 'Error', message = String(error) } = (error ?? {}) as { name?: string; message?: string };
  if (name === 'TimeoutError' || name === 'AbortError') return new ApiError(translate('errors.TIMEOUT'), 0, 'TIMEOUT');
  return new ApiError(`${name}: ${message}`, 0, 'NETWORK');
}

async function parseBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Calls the API with the stored bearer token; resolves with the parsed body (§7 "unwrapped"). */
export async function api<T = unknown>(path: string, request: ApiRequest = {}): Promise<ApiResponse<T>> {
  const { method = 'GET', body, version = 'v2', query, onProgress } = request;
  const timeout = request.timeout ?? (body instanceof FormData ? UPLOAD_TIMEOUT : REQUEST_TIMEOUT);
  const url = apiUrl(path, version, query);
  const headers = new Headers({ accept: 'application/json' });
  const token = session.token();
  if (token) headers.set('authorization', `Bearer ${token}`);
  if (request.idempotencyKey) headers.set('idempotency-key', request.idempotencyKey);
  if (request.ifMatch) headers.set('if-match', `"${request.ifMatch}"`);
  if (onProgress) {
    // JSON bodies report their progress too (the CSV import sends its rows as JSON)
    if (body !== undefined && !(body instanceof FormData)) headers.set('content-type', 'application/json');
    return upload<T>(
      url,
      method,
      headers,
      body === undefined || body instanceof FormData ? body : JSON.stringify(body),
      timeout,
      onProgress,
    );
  }
  if (body !== undefined && !(body instanceof FormData)) headers.set('content-type', 'application/json');

  // a call without a timeout of its own waits with patience (PATIENCE)
  const patient = request.timeout === undefined && !(body instanceof FormData);
  const call = async () => {
    const slow = patient ? setTimeout(() => slowListeners.forEach((listener) => listener()), timeout) : undefined;
    try {
      const response = await fetch(url, {
        method,
        headers,
        body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
        signal: AbortSignal.timeout(patient ? (request.patience ?? PATIENCE) : timeout),
      });
      return { response, json: await parseBody(response) };
    } catch (error) {
      throw networkError(error);
    } finally {
      clearTimeout(slow);
    }
  };
  // a read that found no answer in all that time is asked again (it changes nothing) rather than
  // show an error, or "Not found", for a record that exists; a write is asked after by its caller
  // with its Idempotency-Key (dataProvider), never sent blind a second time
  let retries = patient && method === 'GET' ? READ_RETRIES : 0;
  let answer: Awaited<ReturnType<typeof call>>;
  for (;;) {
    try {
      answer = await call();
      break;
    } catch (error) {
      if (retries-- > 0 && error instanceof ApiError && error.code === 'TIMEOUT') continue;
      throw error;
    }
  }
  const { response, json } = answer;
  if (!response.ok) throw errorFromResponse(response.status, response.statusText, json as Partial<ErrorBody>);
  return { status: response.status, headers: response.headers, json: json as T };
}

function upload<T>(
  url: string,
  method: string,
  headers: Headers,
  body: FormData | string | undefined,
  timeout: number,
  onProgress: (f: number) => void,
) {
  return new Promise<ApiResponse<T>>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.timeout = timeout;
    headers.forEach((value, key) => xhr.setRequestHeader(key, value));
    xhr.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    xhr.onload = () => {
      let json: unknown;
      try {
        json = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        json = xhr.responseText;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve({
          status: xhr.status,
          headers: new Headers({ 'content-type': xhr.getResponseHeader('content-type') ?? '' }),
          json: json as T,
        });
      } else reject(errorFromResponse(xhr.status, xhr.statusText, json as Partial<ErrorBody>));
    };
    xhr.onerror = () => reject(networkError(new TypeError('Failed to fetch')));
    xhr.ontimeout = () => reject(networkError(Object.assign(new Error('timeout'), { name: 'TimeoutError' })));
    xhr.send(body);
  });
}
