/**
 * Where to go after sign-in: the ?next= path when it stays on this site, otherwise home.
 * "//evil.example" and "/\evil.example" are other sites to a browser, so they are refused.
 */
export function safeNextPath(next: string | null): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  return next;
}
