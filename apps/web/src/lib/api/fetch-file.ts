import { refreshAccessToken } from '../auth/refresh.ts';
import { selectedBrand } from '../auth/stored-user.ts';
import { readAccessToken } from '../auth/token-store.ts';
import { type Query, urlOf } from './client.ts';

type FileRequest = { method?: string; query?: Query; body?: unknown };

/**
 * A raw authenticated call for files (exports, documents), where the JSON client does not fit: the
 * bearer token and the selected brand, and after a 401 one silent refresh and a retry, as every
 * other call gets. Reached through `callForFile` (call.ts), which reads the path from the declaration.
 */
export async function fetchFile(path: string, request: FileRequest = {}): Promise<Response> {
  const { body } = request;
  const send = () =>
    fetch(urlOf(path, request.query, true), {
      method: request.method ?? (body === undefined ? 'GET' : 'POST'),
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
