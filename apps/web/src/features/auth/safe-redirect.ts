/** Only a path on this site: `/clients?x=1` yes; `//evil.test`, `https://…` and `javascript:` no. */
export function safeRedirect(target: string | null): string {
  if (!target?.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return '/';
  return target;
}
