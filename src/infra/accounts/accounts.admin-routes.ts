// The Users tab's server side (SPEC.md sections 2 and 7): the list of users, an admin password
// reset (it ends the person's sessions) and deletion (the same erasure as self-deletion). Mounted
// under /api/admin behind the one admin guard; every change records the acting admin.
import { randomUUID } from 'node:crypto';
import Router from '@koa/router';
import type { Context } from 'koa';
import { z } from 'zod';
import type { AccountsDeps, Actor } from '../../app/accounts/accounts.deps';
import { accountsErrors } from '../../app/accounts/accounts.errors';
import { deleteAccount } from '../../app/accounts/delete-account';
import { changePassword } from '../../app/accounts/password-reset';
import { toUserView } from '../../app/accounts/user-view';
import { failWith } from '../../app/shared/error-table';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../domain/accounts/account-rules';
import { requireUserId } from '../http/middleware/auth';
import { parseBody } from '../http/validate';

export const ADMIN_USER_MESSAGES = {
  badUserId: 'Please enter a valid user ID',
  shortPassword: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
  passwordReset: 'Password reset successfully. The user has been signed out everywhere.',
  deleted: 'User deleted. Their data can no longer be read.',
  notYourself: 'Use the Account page to delete your own account.',
} as const;

const userId = z.coerce
  .number({ message: ADMIN_USER_MESSAGES.badUserId })
  .int(ADMIN_USER_MESSAGES.badUserId)
  .positive(ADMIN_USER_MESSAGES.badUserId)
  .max(2 ** 31 - 1, ADMIN_USER_MESSAGES.badUserId);

const resetBody = z.object({
  userId,
  newPassword: z
    .string({ message: ADMIN_USER_MESSAGES.shortPassword })
    .min(PASSWORD_MIN_LENGTH, ADMIN_USER_MESSAGES.shortPassword)
    .max(PASSWORD_MAX_LENGTH),
});
const userBody = z.object({ userId });
const pageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(200),
  offset: z.coerce.number().int().min(0).default(0),
});

export function accountsAdminRoutes(deps: AccountsDeps): Router {
  const router = new Router();
  const adminActor = (ctx: Context): Actor => ({
    actor: `admin:${requireUserId(ctx)}`,
    correlationId: ctx.state.requestId ?? randomUUID(),
  });
  const requireUser = async (id: number) => {
    if (!(await deps.readModel.findById(id))) throw failWith(accountsErrors, 'user_not_found');
  };

  router.get('/users', async (ctx) => {
    const page = pageQuery.safeParse(ctx.query);
    const { limit, offset } = page.success ? page.data : { limit: 200, offset: 0 };
    const { rows, total } = await deps.readModel.list({ limit, offset });
    const users = (await Promise.all(rows.map((row) => toUserView(deps, row)))).filter(
      (user) => user !== null,
    );
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { success: true, users, total, limit, offset };
  });

  router.post('/reset-password', async (ctx) => {
    const body = parseBody(ctx, resetBody);
    await requireUser(body.userId);
    await changePassword(deps, body.userId, body.newPassword, 'admin', adminActor(ctx));
    ctx.body = { success: true, message: ADMIN_USER_MESSAGES.passwordReset };
  });

  router.post('/delete-user', async (ctx) => {
    const body = parseBody(ctx, userBody);
    const actor = adminActor(ctx);
    if (actor.actor === `admin:${body.userId}`) {
      ctx.status = 400;
      ctx.body = { success: false, message: ADMIN_USER_MESSAGES.notYourself };
      return;
    }
    await deleteAccount(deps, body.userId, actor);
    ctx.body = { success: true, message: ADMIN_USER_MESSAGES.deleted };
  });

  return router;
}
