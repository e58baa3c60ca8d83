import { ApiError } from './api-error.ts';

/** Saves a file reply under the name the server gives (Content-Disposition), or the fallback. */
export async function saveDownload(res: Response, fallbackName: string): Promise<string> {
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { code?: number; message?: string } | null;
    throw new ApiError(res.status, body?.code ?? 1, body?.message ?? `The export failed (HTTP ${res.status})`);
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await res.blob());
  link.download = name;
  link.click();
  URL.revokeObjectURL(link.href);
  return name;
}
