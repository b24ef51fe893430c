/**
 * The `redirect` query parameter as a path inside this app, or `fallback`. Only a path that starts
 * with one slash is followed, so a crafted link (`//evil.example`, `https://…`, `/\evil`) cannot
 * send a user who just signed in to another site.
 */
export function safeRedirect(value: string | null | undefined, fallback = '/'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return fallback;
  }
  // Control characters (e.g. a tab or newline) are stripped by URL parsers and could turn
  // "/\t/evil.example" into "//evil.example".
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) return fallback;
  return value;
}
