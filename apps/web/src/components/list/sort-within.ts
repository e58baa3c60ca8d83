/**
 * The URL's `sort` when the endpoint takes it, else the list's default: a hand-edited or stale link
 * sorts the default way instead of being refused by the server.
 */
export function sortWithin<S extends string>(sort: string | null, allowed: readonly S[], fallback: S): S {
  return allowed.find((s) => s === sort) ?? fallback;
}
