import { errorFromResponse, networkError } from '../../providers/http';
import { apiUrl } from '../../providers/http';
import { session } from '../../providers/storage';
import { UPLOAD_TIMEOUT } from '../../providers/http';

/** The name of a download from Content-Disposition (RFC 5987 filename* first). */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (extended) {
    try {
      return decodeURIComponent(extended[1]);
    } catch {
      /* fall through to the plain name */
    }
  }
  return /filename="([^"]*)"/i.exec(disposition)?.[1] || fallback;
}

/**
 * Downloads a file of the API with the session's bearer token (a plain link would carry none)
 * and hands it to the browser as a download. Rejects with the API's error.
 */
export async function downloadFile(path: string, fallbackName = 'download'): Promise<void> {
  const token = session.token();
  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      headers: token ? { authorization: `Bearer ${token}` } : {},
      signal: AbortSignal.timeout(UPLOAD_TIMEOUT),
    });
  } catch (error) {
    throw Object.assign(networkError(error), { cause: error });
  }
  if (!response.ok) {
    const body = await response.json().catch(() => undefined);
    throw errorFromResponse(response.status, response.statusText, body);
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('content-disposition'), fallbackName);
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
