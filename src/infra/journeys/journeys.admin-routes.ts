// The Users tab's Journey Limits (SPEC.md sections 2, 4 and 7): reset a person's journeys,
// grant unlimited journeys, and give everyone without one a reset date. Mounted under /api/admin
// behind the one admin guard; each change records the acting admin.
import { randomUUID } from 'node:crypto';
import Router from '@koa/router';
import type { Context } from 'koa';
import { z } from 'zod';
import type { AccountsDeps } from '../../app/accounts/accounts.deps';
import { accountsErrors } from '../../app/accounts/accounts.errors';
import type { Identity } from '../../app/accounts/user-view';
import {
  grantUnlimitedJourneys,
  initResetDate,
  resetJourneys,
  type AdminAllowanceDeps,
} from '../../app/allowance/admin-allowance';
import { failWith } from '../../app/shared/error-table';
import { requireUserId } from '../http/middleware/auth';
import { parseBody } from '../http/validate';

const userBody = z.object({
  userId: z.coerce
    .number({ message: 'Please enter a valid user ID' })
    .int('Please enter a valid user ID')
    .positive('Please enter a valid user ID')
    .max(2 ** 31 - 1, 'Please enter a valid user ID'),
});

export function journeysAdminRoutes(
  deps: AdminAllowanceDeps,
  accounts: Pick<AccountsDeps, 'readModel' | 'vault'>,
): Router {
  const router = new Router();
  const admin = (ctx: Context) => ({
    actor: `admin:${requireUserId(ctx)}`,
    correlationId: ctx.state.requestId ?? randomUUID(),
  });
  const person = async (userId: number) => {
    const row = await accounts.readModel.findById(userId);
    if (!row) throw failWith(accountsErrors, 'user_not_found');
    return { userId, signedUpAt: row.signedUpAt, row };
  };

  router.post('/reset-journey', async (ctx) => {
    const { userId } = parseBody(ctx, userBody);
    await resetJourneys(deps, await person(userId), admin(ctx));
    ctx.body = { success: true, message: 'Journey count reset to 3.' };
  });

  router.post('/grant-unlimited-journeys', async (ctx) => {
    const { userId } = parseBody(ctx, userBody);
    const until = await grantUnlimitedJourneys(deps, await person(userId), admin(ctx));
    ctx.body = { success: true, message: 'Unlimited journeys granted (999).', resetDate: until };
  });

  router.post('/init-journey-reset-dates', async (ctx) => {
    const actor = admin(ctx);
    const results: {
      username: string;
      userId: number;
      success: boolean;
      resetDate: string | null;
      message: string;
    }[] = [];
    // A page at a time, one person after another: a large audience never holds the database.
    for (let offset = 0; ; offset += 200) {
      const { rows } = await accounts.readModel.list({ limit: 200, offset });
      for (const row of rows) {
        const identity = await accounts.vault.open<Identity>(row.userId, row.sealedIdentity);
        const username = identity?.username ?? `user ${row.userId}`;
        try {
          const resetDate = await initResetDate(
            deps,
            { userId: row.userId, signedUpAt: row.signedUpAt },
            actor,
          );
          results.push({
            username,
            userId: row.userId,
            success: true,
            resetDate,
            message: resetDate ? 'Reset date set.' : 'Already had a reset date.',
          });
        } catch {
          results.push({
            username,
            userId: row.userId,
            success: false,
            resetDate: null,
            message: 'Could not set the reset date.',
          });
        }
      }
      if (rows.length < 200) break;
    }
    const updatedCount = results.filter((result) => result.resetDate !== null).length;
    ctx.body = { success: true, updatedCount, results };
  });

  return router;
}
