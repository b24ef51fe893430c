// Who is asking: the session's user id. One guard for every /api/admin/* route: anonymous 401,
// signed-in non-admin 403. The admin flag is read fresh, so a revoke takes effect at once.
import type { Context, Middleware } from 'koa';
import { AppError } from '../../../app/shared/app-error';
import type { AccountsReadModel } from '../../../app/accounts/accounts.ports';
import { ACCOUNT_MESSAGES } from '../../../domain/accounts/account-rules';
import type { SessionData } from '../session';

export function sessionUserId(ctx: Context): number | null {
  const data = ctx.session as SessionData | null | undefined;
  return typeof data?.userId === 'number' ? data.userId : null;
}

export function requireUserId(ctx: Context): number {
  const userId = sessionUserId(ctx);
  if (userId === null) throw new AppError('unauthenticated', ACCOUNT_MESSAGES.notSignedIn);
  return userId;
}

export const requireSignedIn: Middleware = async (ctx, next) => {
  requireUserId(ctx);
  await next();
};

export function adminGuard(readModel: AccountsReadModel): Middleware {
  return async (ctx, next) => {
    if (ctx.path === '/api/admin' || ctx.path.startsWith('/api/admin/')) {
      const userId = requireUserId(ctx);
      const row = await readModel.findById(userId);
      if (!row) throw new AppError('unauthenticated', ACCOUNT_MESSAGES.notSignedIn);
      if (!row.isAdmin) throw new AppError('forbidden', ACCOUNT_MESSAGES.notAdmin);
    }
    await next();
  };
}
