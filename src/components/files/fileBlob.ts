import { apiUrl, errorFromResponse, REQUEST_TIMEOUT, UPLOAD_TIMEOUT } from '../../providers/http';
import { session } from '../../providers/storage';

/**
 * A file of the API as a blob of the given type, fetched with the session's bearer token (a
 * frame's own request would carry none): what the review screen shows in the page.
 */
export async function fetchFileBlob(path: string, contentType: string, signal?: AbortSignal): Promise<Blob> {
  const token = session.token();
  const response = await fetch(apiUrl(path), {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    signal: signal
      ? AbortSignal.any([signal, AbortSignal.timeout(UPLOAD_TIMEOUT)])
      : AbortSignal.timeout(REQUEST_TIMEOUT),
  });
  if (!response.ok) {
    const body = await response.json().catch(() => undefined);
    throw errorFromResponse(response.status, response.statusText, body);
  }
  // the server sends it as a download; typed here, so the browser shows it
  return new Blob([await response.arrayBuffer()], { type: contentType });
}
