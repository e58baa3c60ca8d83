import { refreshAccessToken } from '../auth/refresh.ts';
import { selectedBrand } from '../auth/stored-user.ts';
import { readAccessToken } from '../auth/token-store.ts';

/**
 * A raw authenticated GET for files (exports, documents), where the JSON client does not fit: the
 * bearer token, and after a 401 one silent refresh and a retry, as every other call gets.
 */
export async function fetchFile(path: string): Promise<Response> {
  const send = () => fetch(path, { headers: { authorization: `Bearer ${readAccessToken() ?? ''}` } });
  const first = await send();
  if (first.status !== 401) return first;
  await refreshAccessToken({ brand: selectedBrand });
  return send();
}
