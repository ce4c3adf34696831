/**
 * The `?redirect=` target of the sign-in page, only when it stays on this site (a path starting
 * with one slash); anything else is ignored.
 */
export function readRedirectTarget(search: string): string | null {
  const target = new URLSearchParams(search).get('redirect');
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return null;
  return target;
}
