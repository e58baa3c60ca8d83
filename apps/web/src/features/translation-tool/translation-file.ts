/** Saves JSON as a file the browser downloads (the export), named as the server suggests. */
export function downloadJson(texts: Record<string, string>, name: string): void {
  const url = URL.createObjectURL(new Blob([`${JSON.stringify(texts, null, 2)}\n`], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

/** A chosen file's JSON object, or null when it is not JSON of an object (the page says so). */
export async function readJsonFile(file: File): Promise<Record<string, unknown> | null> {
  try {
    const parsed: unknown = JSON.parse(await file.text());
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
