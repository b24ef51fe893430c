// POST /api/errors: the browser's error reports (SPEC.md sections 3 and 7). Anonymous reports are
// taken (a page can fail before anyone signs in); each IP has an hourly budget; sizes are capped;
// the report is scrubbed before it is recorded.
import Router from '@koa/router';
import { z } from 'zod';
import { recordError, type ErrorLogDeps } from '../../app/errors/error-log';
import { errorLogErrors } from '../../app/errors/errors.errors';
import { failWith } from '../../app/shared/error-table';
import { ERROR_TYPES } from '../../domain/errors/error-report';
import { sessionUserId } from '../http/middleware/auth';
import type { RateLimiter } from '../http/rate-limiter';
import { parseBody } from '../http/validate';

const reportBody = z.object({
  errorType: z.enum(ERROR_TYPES, {
    message: `errorType must be one of: ${ERROR_TYPES.join(', ')}`,
  }),
  message: z
    .string({ message: 'message is required' })
    .min(1, 'message is required')
    .max(5000, 'message is too long (5000 characters at most)'),
  url: z.string().max(2000, 'url is too long (2000 characters at most)').nullish(),
  stack: z.string().max(20_000, 'stack is too long (20000 characters at most)').nullish(),
});

const HOUR = 60 * 60 * 1000;

export function errorReportRoutes(
  deps: ErrorLogDeps,
  limiter: RateLimiter,
  perHourPerIp: number,
): Router {
  const router = new Router();
  router.post('/api/errors', async (ctx) => {
    const report = parseBody(ctx, reportBody);
    const used = await limiter.hit(`error-reports:${ctx.ip}`, HOUR);
    if (used.points > perHourPerIp) throw failWith(errorLogErrors, 'too_many_error_reports');
    await recordError(deps, report, { userId: sessionUserId(ctx), source: 'browser' });
    ctx.status = 201;
    ctx.body = { success: true, message: 'Error reported.' };
  });
  return router;
}
