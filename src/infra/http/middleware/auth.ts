// Who is asking: the session's user id. One guard for every /api/admin/* route: anonymous 401,
// signed-in non-admin 403. The admin flag is read fresh, so a revoke takes effect at once.
import type Router from '@koa/router';
import type { Context, Middleware } from 'koa';
import { failWith } from '../../../app/shared/error-table';
import { platformErrors } from '../../../app/shared/platform.errors';
import type { SessionData } from '../session';

export function sessionUserId(ctx: Context): number | null {
  const data = ctx.session as SessionData | null | undefined;
  return typeof data?.userId === 'number' ? data.userId : null;
}

export function requireUserId(ctx: Context): number {
  const userId = sessionUserId(ctx);
  if (userId === null) throw failWith(platformErrors, 'not_signed_in');
  return userId;
}

/**
 * Whether the router would take this path for an /api/admin route: it matches paths ignoring
 * case and percent-encoding, so the guard must read them the same way (/api/ADMIN/x, /api/%61dmin/x).
 */
export function isAdminPath(path: string): boolean {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // a malformed escape: match on the path as it came
  }
  const normal = decoded.toLowerCase().replace(/\/{2,}/g, '/');
  return normal === '/api/admin' || normal.startsWith('/api/admin/');
}

/** True for an admin, false for anyone else, null when the account is gone. */
export type IsAdmin = (userId: number) => Promise<boolean | null>;

async function requireAdmin(ctx: Context, isAdmin: IsAdmin): Promise<void> {
  const userId = requireUserId(ctx);
  const admin = await isAdmin(userId);
  if (admin === null) throw failWith(platformErrors, 'not_signed_in');
  if (!admin) throw failWith(platformErrors, 'not_admin');
}

/**
 * An admin's answers hold people's data and the site's settings: none may be kept by a browser or
 * a proxy cache. Set before the route runs, so every admin answer carries it (found or not).
 */
const NO_STORE = 'no-store';

export function adminGuard(isAdmin: IsAdmin): Middleware {
  return async (ctx, next) => {
    if (isAdminPath(ctx.path)) {
      ctx.set('Cache-Control', NO_STORE);
      await requireAdmin(ctx, isAdmin);
    }
    await next();
  };
}

/**
 * The same check for routers mounted outside /api/admin: a request that any of their routes would
 * take (matched as the routers themselves match, so no spelling slips past) must come from an admin.
 */
export function adminOnlyGuard(routers: Router[], isAdmin: IsAdmin): Middleware {
  return async (ctx, next) => {
    const taken = routers.some((router) => router.match(ctx.path, ctx.method).route);
    if (taken) {
      ctx.set('Cache-Control', NO_STORE);
      await requireAdmin(ctx, isAdmin);
    }
    await next();
  };
}
