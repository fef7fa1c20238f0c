/** Where to go after signing in: only a path on this site (no `//host`, no `/\host`), else the profile. */
export function safeNextPath(value: string | string[] | undefined, fallback = '/profile'): string {
  const candidate = Array.isArray(value) ? value[0] : value;
  if (!candidate || !candidate.startsWith('/') || candidate.startsWith('//') || candidate.startsWith('/\\')) {
    return fallback;
  }
  if (/[\u0000-\u001f]/.test(candidate)) return fallback;
  return candidate;
}
