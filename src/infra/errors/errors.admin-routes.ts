// The Errors tab (SPEC.md sections 2, 3 and 7): stats, the filtered list (type, resolved, limit
// 25/50/100/200, default 50) and Mark Resolved. Under /api/admin behind the one admin guard.
import Router from '@koa/router';
import type { Knex } from 'knex';
import { z } from 'zod';
import { resolveError, type ErrorLogDeps } from '../../app/errors/error-log';
import { errorLogErrors } from '../../app/errors/errors.errors';
import { failWith } from '../../app/shared/error-table';
import { ERROR_TYPES } from '../../domain/errors/error-report';
import { requireUserId } from '../http/middleware/auth';
import { platformErrors } from '../../app/shared/platform.errors';

export const ERROR_LIST_LIMITS = [25, 50, 100, 200] as const;

const listQuery = z.object({
  errorType: z.enum(ERROR_TYPES, { message: 'Unknown errorType' }).optional(),
  resolved: z.enum(['true', 'false'], { message: 'resolved must be true or false' }).optional(),
  limit: z.coerce
    .number()
    .refine((n) => (ERROR_LIST_LIMITS as readonly number[]).includes(n), {
      message: 'limit must be 25, 50, 100 or 200',
    })
    .default(50),
});

interface Row {
  id: string;
  error_type: string;
  message: string;
  url: string | null;
  stack: string | null;
  user_id: number | null;
  source: string;
  resolved: boolean;
  count: number;
  created_at: Date | string;
  last_seen_at: Date | string;
}

export function errorsAdminRoutes(deps: ErrorLogDeps, knex: Knex): Router {
  const router = new Router();

  router.get('/errors/stats', async (ctx) => {
    const [row] = (await knex('error_log').select(
      knex.raw('count(*)::int as total'),
      knex.raw('count(*) filter (where resolved)::int as resolved'),
    )) as Array<{ total: number; resolved: number }>;
    const total = Number(row?.total ?? 0);
    const resolved = Number(row?.resolved ?? 0);
    ctx.body = { success: true, stats: { total, resolved, unresolved: total - resolved } };
  });

  router.get('/errors', async (ctx) => {
    const parsed = listQuery.safeParse(ctx.query);
    if (!parsed.success)
      throw failWith(platformErrors, 'invalid_request', {
        params: { reason: parsed.error.issues[0]?.message ?? 'Invalid request.' },
      });
    const { errorType, resolved, limit } = parsed.data;
    let query = knex('error_log').orderBy('last_seen_at', 'desc').orderBy('id').limit(limit);
    if (errorType) query = query.where({ error_type: errorType });
    if (resolved) query = query.where({ resolved: resolved === 'true' });
    const rows = (await query) as Row[];
    ctx.body = {
      success: true,
      errors: rows.map((row) => ({
        id: row.id,
        errorType: row.error_type,
        message: row.message,
        url: row.url,
        userId: row.user_id,
        stack: row.stack,
        source: row.source,
        resolved: row.resolved,
        count: row.count,
        createdAt: new Date(row.created_at).toISOString(),
        lastSeenAt: new Date(row.last_seen_at).toISOString(),
      })),
    };
  });

  router.post('/errors/:id/resolve', async (ctx) => {
    const id = ctx.params.id ?? '';
    if (!/^[a-f0-9]{32}$/.test(id)) throw failWith(errorLogErrors, 'no_such_error');
    await resolveError(deps, id, `admin:${requireUserId(ctx)}`);
    ctx.body = { success: true, message: 'Error marked as resolved.' };
  });

  return router;
}
