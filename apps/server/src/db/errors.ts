/** True when a query failed on the named unique constraint (drizzle wraps driver errors in `cause`). */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint: name } = e as { code?: string; constraint?: string };
    if (code === '23505' && (name === constraint || String((e as Error).message).includes(constraint))) return true;
  }
  return false;
}
