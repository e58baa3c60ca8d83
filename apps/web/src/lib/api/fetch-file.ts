import { refreshAccessToken } from '../auth/refresh.ts';
import { selectedBrand } from '../auth/stored-user.ts';
import { readAccessToken } from '../auth/token-store.ts';

/**
 * A raw authenticated call for files (exports, documents), where the JSON client does not fit: the
 * bearer token, and after a 401 one silent refresh and a retry, as every other call gets. A JSON
 * `body` makes it a POST (an export described by a body).
 */
export async function fetchFile(path: string, body?: unknown): Promise<Response> {
  const send = () =>
    fetch(path, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        authorization: `Bearer ${readAccessToken() ?? ''}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const first = await send();
  if (first.status !== 401) return first;
  await refreshAccessToken({ brand: selectedBrand });
  return send();
}
