// Edge validation: parse a request body with a zod schema; failures become 400 with a message.
import type { Context } from 'koa';
import type { z } from 'zod';
import { AppError } from '../../app/shared/app-error';

export function parseBody<S extends z.ZodType>(ctx: Context, schema: S): z.infer<S> {
  const result = schema.safeParse(ctx.request.body ?? {});
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new AppError('validation_failed', issue?.message ?? 'Invalid request.');
  }
  return result.data;
}
