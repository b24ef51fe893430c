// Edge validation: parse a request body with a zod schema; failures become 400 with a message.
import type { Context } from 'koa';
import type { z } from 'zod';
import { failWith } from '../../app/shared/error-table';
import { platformErrors } from '../../app/shared/platform.errors';

export function parseBody<S extends z.ZodType>(ctx: Context, schema: S): z.infer<S> {
  const result = schema.safeParse(ctx.request.body ?? {});
  if (!result.success) {
    const issue = result.error.issues[0];
    throw failWith(platformErrors, 'invalid_request', {
      params: { reason: issue?.message ?? 'Invalid request.' },
    });
  }
  return result.data;
}
