/** Where a visitor who must sign in is sent by default (SPEC.md section 2, protected-route rule). */
export const DEFAULT_LOGIN_PATH = '/auth';

/**
 * `{loginPath}?redirect={path}`: the path (with its query) the visitor came from, encoded as a query
 * value but with its slashes kept readable (`/auth?redirect=/journey`).
 */
export function loginRedirectPath(from: string, loginPath = DEFAULT_LOGIN_PATH): string {
  return `${loginPath}?redirect=${encodeURIComponent(from).replace(/%2F/gi, '/')}`;
}
