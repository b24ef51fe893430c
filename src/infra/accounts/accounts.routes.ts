// The accounts API of SPEC.md section 7, plus account deletion.
import { randomUUID } from 'node:crypto';
import Router from '@koa/router';
import type { Context } from 'koa';
import type { AccountsDeps, Actor } from '../../app/accounts/accounts.deps';
import { deleteAccount } from '../../app/accounts/delete-account';
import { confirmEmail, resendConfirmation } from '../../app/accounts/email-confirmation';
import { findAccount, logInAs } from '../../app/accounts/log-in';
import { confirmPasswordReset, requestPasswordReset } from '../../app/accounts/password-reset';
import { signUp } from '../../app/accounts/sign-up';
import { ACCOUNT_MESSAGES } from '../../domain/accounts/account-rules';
import { requireUserId, sessionUserId } from '../http/middleware/auth';
import { accountsErrors } from '../../app/accounts/accounts.errors';
import { failWith } from '../../app/shared/error-table';
import { minutesUntil, type RateLimiter } from '../http/rate-limiter';
import type { SessionData } from '../http/session';
import { parseBody } from '../http/validate';
import {
  confirmEmailBody,
  deleteAccountBody,
  logInBody,
  resetConfirmBody,
  resetRequestBody,
  signUpBody,
} from './accounts.schemas';
import type { SignedInViews } from './signed-in-views';

export interface AccountLimits {
  loginMaxFailures: number;
  loginWindowMs: number;
  signupsPerHourPerIp: number;
  resetsPerHourPerEmail: number;
  resetsPerHourPerIp: number;
  confirmationsPerHourPerUser: number;
}

const HOUR = 60 * 60 * 1000;

const actorOf = (ctx: Context, userId?: number | null): Actor => ({
  actor: userId ? String(userId) : 'anonymous',
  correlationId: ctx.state.requestId ?? randomUUID(),
});

async function startSession(ctx: Context, userId: number): Promise<void> {
  if (ctx.session) await ctx.session.regenerate(); // a fresh id at every log-in (no fixation)
  Object.assign(ctx.session as SessionData, { userId, createdAt: Date.now() });
}

export function accountsRoutes(
  deps: AccountsDeps,
  limiter: RateLimiter,
  views: Pick<SignedInViews, 'find'>,
  limits: AccountLimits,
): Router {
  const router = new Router({ prefix: '/api' });
  // Answers about who is signed in must never be kept by a browser or a proxy cache.
  router.use(async (ctx, next) => {
    ctx.set('Cache-Control', 'no-store');
    await next();
  });

  const throttle = async (
    key: string,
    max: number,
    windowMs: number,
    code: 'too_many_sign_ups' | 'too_many_reset_requests',
  ) => {
    const count = await limiter.hit(key, windowMs);
    if (count.points > max) {
      throw failWith(accountsErrors, code, {
        headers: {
          'Retry-After': String(Math.ceil((count.resetAt.getTime() - Date.now()) / 1000)),
        },
      });
    }
  };

  router.post('/auth/signup', async (ctx) => {
    const body = parseBody(ctx, signUpBody);
    await throttle(`signup-ip:${ctx.ip}`, limits.signupsPerHourPerIp, HOUR, 'too_many_sign_ups');
    const user = await signUp(deps, body, actorOf(ctx));
    await startSession(ctx, user.id);
    ctx.status = 201;
    ctx.body = { success: true, message: 'Account created', user };
  });

  /**
   * Takes one point from each log-in budget before any password is checked, so parallel guesses
   * cannot all pass a check made before the first of them failed.
   */
  const spendLoginBudget = async (keys: string[]) => {
    for (const key of keys) {
      const count = await limiter.hit(key, limits.loginWindowMs);
      if (count.points > limits.loginMaxFailures) {
        const minutes = minutesUntil(count.resetAt);
        throw failWith(accountsErrors, 'too_many_log_ins', {
          params: { minutes },
          headers: { 'Retry-After': String(minutes * 60) },
        });
      }
    }
  };

  router.post('/auth/login', async (ctx) => {
    const { usernameOrEmail, password } = parseBody(ctx, logInBody);
    const row = await findAccount(deps, usernameOrEmail);
    // One budget per account, whether the person typed the username or the email.
    const accountKey = `login-account:${row ? `user:${row.userId}` : deps.lookupKeys.username(usernameOrEmail)}`;
    const ipKey = `login-ip:${ctx.ip}`;
    await spendLoginBudget([ipKey, accountKey]);
    const user = await logInAs(deps, row, password);
    await limiter.reset(accountKey);
    await limiter.release(ipKey);
    await startSession(ctx, user.id);
    ctx.body = { success: true, message: 'Logged in', user };
  });

  router.post('/auth/logout', (ctx) => {
    ctx.session = null;
    ctx.body = { success: true, message: 'Logged out' };
  });

  router.get('/auth/check', async (ctx) => {
    const userId = sessionUserId(ctx);
    const user = userId === null ? null : await views.find(userId);
    if (userId !== null && !user) ctx.session = null; // the account is gone
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { authenticated: user !== null, user };
  });

  router.post('/auth/password-reset-request', async (ctx) => {
    const { email } = parseBody(ctx, resetRequestBody);
    const code = 'too_many_reset_requests';
    await throttle(`reset-ip:${ctx.ip}`, limits.resetsPerHourPerIp, HOUR, code);
    await throttle(
      `reset-email:${deps.lookupKeys.email(email)}`,
      limits.resetsPerHourPerEmail,
      HOUR,
      code,
    );
    // Finished after the answer, so its timing cannot tell whether the email exists.
    const log = ctx.state.log;
    void requestPasswordReset(deps, email, actorOf(ctx)).catch((error: unknown) =>
      log.error({ err: error }, 'password reset request failed'),
    );
    ctx.body = { success: true, message: ACCOUNT_MESSAGES.resetRequested };
  });

  router.post('/auth/password-reset-confirm', async (ctx) => {
    const { token, newPassword } = parseBody(ctx, resetConfirmBody);
    await confirmPasswordReset(deps, token, newPassword, actorOf(ctx));
    ctx.body = { success: true, message: ACCOUNT_MESSAGES.resetDone };
  });

  // No sign-in needed: the link may be opened on another device than the one signed in.
  router.post('/auth/confirm-email', async (ctx) => {
    const { token } = parseBody(ctx, confirmEmailBody);
    await confirmEmail(deps, token, actorOf(ctx));
    ctx.body = { success: true, message: ACCOUNT_MESSAGES.emailConfirmed };
  });

  router.post('/account/resend-confirmation', async (ctx) => {
    const userId = requireUserId(ctx);
    // The point is spent first, so parallel requests cannot outrun the limit. Over it, the answer
    // is the same and no mail goes out: the newest link sent still works.
    const count = await limiter.hit(`confirm-resend:${userId}`, HOUR);
    const outcome =
      count.points > limits.confirmationsPerHourPerUser
        ? 'held_back'
        : await resendConfirmation(deps, userId, actorOf(ctx, userId));
    if (outcome === 'already_confirmed') {
      ctx.body = { success: true, message: ACCOUNT_MESSAGES.emailAlreadyConfirmed };
      return;
    }
    if (outcome === 'no_email') {
      throw failWith(accountsErrors, 'no_email_to_confirm');
    }
    ctx.body = { success: true, message: ACCOUNT_MESSAGES.confirmationSent };
  });

  router.post('/account/delete', async (ctx) => {
    const userId = requireUserId(ctx);
    const { password } = parseBody(ctx, deleteAccountBody);
    await spendLoginBudget([`delete-password:${userId}`]);
    await deleteAccount(deps, userId, actorOf(ctx, userId), { password });
    ctx.session = null;
    ctx.body = { success: true, message: ACCOUNT_MESSAGES.deleted };
  });

  return router;
}
