import { ApiError } from './api-error.ts';

/** A file reply that failed becomes the ApiError its JSON body describes. */
export async function assertFileReply(res: Response): Promise<void> {
  if (res.ok) return;
  const body = (await res.json().catch(() => null)) as { code?: number; message?: string } | null;
  throw new ApiError(res.status, body?.code ?? 1, body?.message ?? `The export failed (HTTP ${res.status})`);
}

/** The name the server gives a file (Content-Disposition), or the fallback. */
export const fileNameOf = (res: Response, fallbackName: string): string =>
  /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;

/** Hands a file to the browser's downloads under `name`. */
export function saveBlob(blob: Blob, name: string): void {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = name;
  link.click();
  URL.revokeObjectURL(link.href);
}

/** Saves a file reply under the name the server gives (Content-Disposition), or the fallback. */
export async function saveDownload(res: Response, fallbackName: string): Promise<string> {
  await assertFileReply(res);
  const name = fileNameOf(res, fallbackName);
  saveBlob(await res.blob(), name);
  return name;
}
