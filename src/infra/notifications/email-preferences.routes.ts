// Email preferences: the Account page's switch for reminders and news, and the unsubscribe link
// in every such email (the /unsubscribe page posts its token; mail providers post one-click).
import { randomUUID } from 'node:crypto';
import Router from '@koa/router';
import { z } from 'zod';
import type { WaitForProjections } from '../../app/accounts/accounts.ports';
import {
  setEngagementEmails,
  type EmailPreferencesReadModel,
} from '../../app/notifications/email-preferences';
import type { EventStore } from '../../app/shared/event-store.port';
import { requireUserId } from '../http/middleware/auth';
import { parseBody } from '../http/validate';
import type { UnsubscribeTokens } from './unsubscribe-tokens';

/** The one-click path (RFC 8058): mail providers post to it from outside the site. */
export const ONE_CLICK_UNSUBSCRIBE_PATH = '/api/email/one-click-unsubscribe';

export const PREFERENCE_MESSAGES = {
  on: 'You will receive reminders and news by email.',
  off: 'You will no longer receive reminders and news by email. Account, billing and journey emails are still sent.',
  badLink:
    'This unsubscribe link is not valid. You can change your email preferences on your account page.',
} as const;

const preferenceBody = z.object({
  engagement: z.boolean({ message: 'engagement must be true or false' }),
});
const tokenBody = z.object({ token: z.string({ message: PREFERENCE_MESSAGES.badLink }).max(100) });

export function emailPreferencesRoutes(deps: {
  store: EventStore;
  waitForProjections: WaitForProjections;
  preferences: EmailPreferencesReadModel;
  tokens: UnsubscribeTokens;
}): Router {
  const router = new Router({ prefix: '/api' });
  const actor = (userId: number | 'anonymous') => ({
    actor: String(userId),
    correlationId: randomUUID(),
  });

  router.get('/account/email-preferences', async (ctx) => {
    const userId = requireUserId(ctx);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { success: true, engagement: await deps.preferences.acceptsEngagement(userId) };
  });

  router.post('/account/email-preferences', async (ctx) => {
    const userId = requireUserId(ctx);
    const { engagement } = parseBody(ctx, preferenceBody);
    await setEngagementEmails(deps, { userId, engagement, via: 'account' }, actor(userId));
    ctx.body = {
      success: true,
      engagement,
      message: PREFERENCE_MESSAGES[engagement ? 'on' : 'off'],
    };
  });

  const unsubscribe = async (token: string) => {
    const userId = deps.tokens.verify(token);
    if (userId === null) return false;
    await setEngagementEmails(
      deps,
      { userId, engagement: false, via: 'unsubscribe-link' },
      actor('anonymous'),
    );
    return true;
  };

  router.post('/email/unsubscribe', async (ctx) => {
    const { token } = parseBody(ctx, tokenBody);
    if (!(await unsubscribe(token))) {
      ctx.status = 400;
      ctx.body = { success: false, message: PREFERENCE_MESSAGES.badLink };
      return;
    }
    ctx.body = { success: true, message: PREFERENCE_MESSAGES.off };
  });

  // Form-encoded "List-Unsubscribe=One-Click" from the provider; the token is in the query.
  router.post('/email/one-click-unsubscribe', async (ctx) => {
    const token = typeof ctx.query.token === 'string' ? ctx.query.token : '';
    for await (const chunk of ctx.req) void chunk; // drain the small body
    const done = await unsubscribe(token);
    ctx.status = done ? 200 : 400;
    ctx.body = done
      ? { success: true, message: PREFERENCE_MESSAGES.off }
      : { success: false, message: PREFERENCE_MESSAGES.badLink };
  });

  return router;
}
